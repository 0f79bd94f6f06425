import sharp from 'sharp'
import { exteriorSvg } from './src/images/exterior'
import { SHAPE_DEFS } from './src/images/shapes'
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const svg = exteriorSvg(SHAPE_DEFS.suv, '#a8121c', 'front34')
const variants: Record<string, string> = {
  base: svg,
  noStroke: svg.replace(/ stroke="#[0-9a-f]{6}" stroke-width="1.2"( stroke-linejoin="round")?/g, ''),
  noGrad: svg.replace(/fill="url\(#g\d+\)"/g, 'fill="#888888"'),
  noBg: svg.replace(/<rect width="1200" height="800" fill="url\(#(bg|sp)\d+\)"\/>/g, ''),
  noSoft: svg.replace(/<path d="[^"]*" fill="url\(#s\d+\)"\/>/g, ''),
  empty: '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"></svg>',
  bgOnly: svg.replace(/<\/defs>.*$/, '</defs>') + svg.match(/<rect width="1200" height="800" fill="url\(#bg\d+\)"\/><rect[^>]*\/>/)![0] + '</svg>',
}
console.log((svg.match(/<path/g) || []).length, 'paths')
for (const [k, v] of Object.entries(variants)) {
  const c = cpu()
  for (let i = 0; i < 10; i++) await sharp(Buffer.from(v)).raw().toBuffer()
  console.log(k, ((cpu() - c) / 10).toFixed(1))
}
