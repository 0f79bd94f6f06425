import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { makeModel } from '../testing/fixtures'
import { describeEachDatabase } from '../testing/test-databases'
import { findModelBySlug, listModels, replaceModels } from './models'

const newTenant = () => `t-${randomUUID()}`

describeEachDatabase('models repository', (ctx) => {
  it('round-trips models with variants and colours, in the given order', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const bare = makeModel({
      id: 'bare',
      status: 'available',
      short_description: null,
      model_variants: [],
      colours: [],
    })
    const full = makeModel({ id: 'full' })
    await replaceModels(db, tenant, [full, bare])
    expect(await listModels(db, tenant)).toStrictEqual([full, bare])
    expect(await findModelBySlug(db, tenant, 'model-full')).toStrictEqual(full)
    expect(await findModelBySlug(db, tenant, 'model-bare')).toStrictEqual(bare)
    expect(await findModelBySlug(db, tenant, 'nope')).toBeUndefined()
  })

  it('replaces the previous set', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await replaceModels(db, tenant, [makeModel({ id: 'a' }), makeModel({ id: 'b' })])
    const only = makeModel({ id: 'b', name: 'Renamed', colours: [] })
    await replaceModels(db, tenant, [only])
    expect(await listModels(db, tenant)).toStrictEqual([only])
  })

  it('keeps tenants apart', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    const modelA = makeModel({ id: 'm', slug: 'seltos' })
    await replaceModels(db, a, [modelA])
    expect(await listModels(db, b)).toEqual([])
    expect(await findModelBySlug(db, b, 'seltos')).toBeUndefined()
    await replaceModels(db, b, [makeModel({ id: 'm', slug: 'seltos', name: 'B' })])
    await replaceModels(db, b, [])
    expect(await listModels(db, a)).toStrictEqual([modelA])
  })
})
