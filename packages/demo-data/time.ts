import { renderDemoImages } from './src/images/render'
const dir = process.argv[2]!
let t = Date.now()
const n = await renderDemoImages(dir)
console.log('first', n, Date.now() - t, 'ms')
t = Date.now()
const m = await renderDemoImages(dir)
console.log('second', m, Date.now() - t, 'ms')
