import sharp from 'sharp'
import { exteriorSvg } from './src/images/exterior'
import { SHAPE_DEFS } from './src/images/shapes'
sharp.concurrency(1)
let svg = exteriorSvg(SHAPE_DEFS.suv, '#a8121c', 'front34').replace(/<rect width="1200" height="800" fill="url\(#vg\d+\)"\/>/, '')
const variants: Record<string, string> = {
  base: svg,
  noStroke: svg.replace(/ stroke="#[0-9a-f]{6}" stroke-width="1.2" stroke-linejoin="round"/g, ''),
  noGrad: svg.replace(/fill="url\(#g\d+\)"/g, 'fill="#888888"'),
}
for (const [k, v] of Object.entries(variants)) {
  const t = Date.now()
  for (let i = 0; i < 10; i++) await sharp(Buffer.from(v)).raw().toBuffer()
  console.log(k, (Date.now() - t) / 10)
}
const raw = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
for (const prog of [true, false]) {
  const t = Date.now()
  for (let i = 0; i < 10; i++) await sharp(raw.data, { raw: raw.info }).jpeg({ quality: 82, progressive: prog }).toBuffer()
  console.log('jpeg progressive', prog, (Date.now() - t) / 10)
}
let t = Date.now()
for (let i = 0; i < 10; i++) await sharp(raw.data, { raw: raw.info }).webp({ quality: 82 }).toBuffer()
console.log('webp', (Date.now() - t) / 10)
t = Date.now()
for (let i = 0; i < 10; i++) await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"></svg>')).raw().toBuffer()
console.log('empty svg', (Date.now() - t) / 10)
