import sharp from 'sharp'
const [out, ...files] = process.argv.slice(2)
const cols = 2, w = 600, h = 400
const rows = Math.ceil(files.length / cols)
const comps = await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(w, h).toBuffer(), left: (i % cols) * w, top: Math.floor(i / cols) * h })))
await sharp({ create: { width: cols * w, height: rows * h, channels: 3, background: '#fff' } }).composite(comps).png().toFile(out)
