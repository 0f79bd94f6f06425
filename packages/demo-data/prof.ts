import sharp from 'sharp'
import { exteriorSvg } from './src/images/exterior'
import { SHAPE_DEFS } from './src/images/shapes'
sharp.concurrency(1)
const svg = exteriorSvg(SHAPE_DEFS.suv, '#a8121c', 'front34')
const variants: Record<string, string> = {
  full: svg,
  noVignette: svg.replace(/<rect width="1200" height="800" fill="url\(#vg\d+\)"\/>/, ''),
  noBg: svg.replace(/<rect width="1200" height="800" fill="url\(#(bg|sp)\d+\)"\/>/g, ''),
  noSoft: svg.replace(/<path d="[^"]*" fill="url\(#s\d+\)"\/>/g, ''),
}
for (const [k, v] of Object.entries(variants)) {
  const t = Date.now()
  for (let i = 0; i < 10; i++) await sharp(Buffer.from(v)).raw().toBuffer()
  console.log(k, (Date.now() - t) / 10, v.length, (v.match(/<path/g) || []).length)
}
const t = Date.now()
for (let i = 0; i < 10; i++) exteriorSvg(SHAPE_DEFS.suv, '#a8121c', 'front34')
console.log('svg build', (Date.now() - t) / 10)
