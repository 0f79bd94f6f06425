import sharp from 'sharp'
import { exteriorLayers } from './src/images/exterior'
import { SHAPE_DEFS } from './src/images/shapes'
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const views = ['front34','side','rear34','wheel'] as const
let c = cpu()
const ls = views.map((v) => exteriorLayers(SHAPE_DEFS.suv, '#a8121c', v))
for (let i = 0; i < 4; i++) views.map((v) => exteriorLayers(SHAPE_DEFS.suv, '#a8121c', v))
console.log('build', (cpu() - c) / 20)
const bgs = await Promise.all(ls.map((l) => sharp(Buffer.from(l.background)).removeAlpha().raw().toBuffer({ resolveWithObject: true })))
c = cpu()
for (let k = 0; k < 5; k++) for (let i = 0; i < 4; i++) await sharp(Buffer.from(ls[i]!.foreground)).raw().toBuffer()
console.log('fg render only', (cpu() - c) / 20)
c = cpu()
for (let k = 0; k < 5; k++) for (let i = 0; i < 4; i++) { const b = bgs[i]!; await sharp(b.data, { raw: b.info }).composite([{ input: Buffer.from(ls[i]!.foreground) }]).raw().toBuffer() }
console.log('composite to raw', (cpu() - c) / 20)
c = cpu()
for (let k = 0; k < 5; k++) for (let i = 0; i < 4; i++) { const b = bgs[i]!; await sharp(b.data, { raw: b.info }).composite([{ input: Buffer.from(ls[i]!.foreground) }]).jpeg({quality:82}).toBuffer() }
console.log('composite to jpeg', (cpu() - c) / 20)
