import sharp from 'sharp'
import { exteriorSvg } from './src/images/exterior'
import { SHAPE_DEFS } from './src/images/shapes'
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
let c = cpu()
const svgs: string[] = []
for (let i = 0; i < 20; i++) svgs.push(exteriorSvg(SHAPE_DEFS.suv, '#a8121c', (['front34','side','rear34','wheel'] as const)[i % 4]))
console.log('build', (cpu() - c) / 20)
c = cpu()
const raws = []
for (const s of svgs) raws.push(await sharp(Buffer.from(s)).removeAlpha().raw().toBuffer({ resolveWithObject: true }))
console.log('render', (cpu() - c) / 20)
for (const opts of [{ quality: 82, progressive: true }, { quality: 82 }, { quality: 82, optimiseCoding: false }, { quality: 82, chromaSubsampling: '4:2:0' }]) {
  c = cpu()
  for (const r of raws) await sharp(r.data, { raw: r.info }).jpeg(opts as sharp.JpegOptions).toBuffer()
  console.log('encode', JSON.stringify(opts), (cpu() - c) / 20)
}
