import { exteriorSvg } from './src/images/exterior'
import { SHAPE_DEFS } from './src/images/shapes'
for (let i = 0; i < 5; i++) exteriorSvg(SHAPE_DEFS.suv, '#a8121c', 'front34')
const t = Date.now()
for (let i = 0; i < 100; i++) exteriorSvg(SHAPE_DEFS.suv, '#a8121c', 'front34')
console.log('svg build', (Date.now() - t) / 100)
