import sharp from 'sharp'
import { interiorSvg } from './src/images/interior'
const out: string[] = []
for (const [g, t, v] of [['car', 'black', 'cabin'], ['car', 'tan', 'seats'], ['caravan', 'grey', 'cabin'], ['caravan', 'tan', 'seats']] as const) {
  const t0 = Date.now()
  await sharp(Buffer.from(interiorSvg(g, t, v))).png().toFile(`/tmp/prev/int-${g}-${t}-${v}.png`)
  console.log(Date.now() - t0)
}
