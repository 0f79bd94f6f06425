import sharp from 'sharp'
import { exteriorSvg } from './src/images/exterior'
import { SHAPE_DEFS } from './src/images/shapes'
import { CAR_PAINTS } from './src/images/palette'
const [shape, paint, view] = process.argv.slice(2)
const t = Date.now()
const svg = exteriorSvg(SHAPE_DEFS[shape as 'suv'], CAR_PAINTS[paint as 'red'], view as 'front34')
await sharp(Buffer.from(svg)).png().toFile(`/tmp/prev/${shape}-${paint}-${view}.png`)
console.log(Date.now() - t, 'ms', svg.length)
