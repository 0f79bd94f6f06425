import path from 'node:path'
import { loadTenants } from '@dealer/tenant'
import { generateDemoData } from './src/generate'
const tenants = loadTenants(path.resolve('../../tenants'))
const now = new Date('2026-11-20T02:00:00.000Z')
for (const t of tenants) {
  const { cars } = generateDemoData(t, { now })
  const inStock = cars.filter((c) => c.status === 'in_stock' && !c.reserved)
  const withLender = inStock.filter((c) => c.finance_lenders.plenti)
  const prices = inStock.map((c) => c.price).sort((a, b) => a - b)
  console.log(t.slug, cars.length, 'inStock', inStock.length, 'plenti', withLender.length, 'min prices', prices.slice(0, 5), 'max', prices.slice(-3))
  console.log(' lenders keys', [...new Set(cars.flatMap((c) => Object.keys(c.finance_lenders)))])
  const c = withLender[0]
  if (c) console.log(' ', c.slug, c.price, JSON.stringify({ ...c.finance_lenders.plenti, disclaimer: undefined }))
  console.log(' statuses', [...new Set(cars.map((c) => c.status))], 'reserved', cars.filter((c) => c.reserved).length)
}
