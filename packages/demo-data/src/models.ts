import type { ModelColour, ModelVariant, VehicleModel } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import { BODY_SHAPE } from './cars'
import { CARAVANS, FRANCHISE_MODELS, MAKE_COLOURS, type ModelDef, type VariantDef } from './catalog'
import { DEMO_IMAGE_PREFIX } from './images/paths'
import { drawnPaint, exteriorFile, type PaintKey } from './images/palette'
import type { Rng } from './rng'
import { slugify, tenantPrefix } from './util'

function engineText(v: VariantDef): string {
  const p = v.pt
  if (p.simpleFuel === 'Electric') return 'Electric'
  const litres = p.cc ? `${(Math.round(p.cc / 100) / 10).toFixed(1)}L` : ''
  const kind =
    p.simpleFuel === 'Diesel'
      ? 'Turbo Diesel'
      : p.simpleFuel === 'Hybrid'
        ? 'Hybrid'
        : p.simpleFuel === 'Plug-in Hybrid'
          ? 'Plug-in Hybrid'
          : 'Petrol'
  return `${litres} ${kind}`.trim()
}

function genericFeatures(m: ModelDef, v: VariantDef): string[] {
  const p = v.pt
  const out = [
    m.ancap ? `<strong>${m.ancap}-star</strong> ANCAP safety rating` : 'Advanced driver assistance systems',
    p.cons ? `<strong>${p.cons}L/100km</strong> combined fuel economy` : 'Zero tailpipe emissions',
    `${p.trans}, ${p.drive}`,
    `<strong>${p.torque}Nm</strong> of torque`,
    'Apple CarPlay® and Android Auto™',
    'Autonomous Emergency Braking',
    'Reversing camera with guidelines',
    m.towing > 0
      ? `<strong>${m.towing.toLocaleString('en-AU')}kg</strong> braked towing`
      : 'Lightweight sports chassis',
    `Seats ${v.seats ?? m.seats}`,
    'Bluetooth® connectivity',
  ]
  return out
}

/** Model pages for the new-car franchises (none for a used-only dealer; caravan models for a caravan dealer). */
export function generateModels(rng: Rng, tenant: TenantConfig): VehicleModel[] {
  const demo = tenant.demo
  if (!demo) return []
  const prefix = tenantPrefix(tenant)
  if (demo.itemType === 'caravan') return caravanModels(rng, prefix)
  if (!demo.carTypes.includes('new')) return []
  const makes = demo.makes.length ? demo.makes : [...new Set(FRANCHISE_MODELS.map((m) => m.make))]
  const models: VehicleModel[] = []
  for (const m of FRANCHISE_MODELS.filter((x) => makes.includes(x.make))) {
    const shape = BODY_SHAPE[m.body]
    const slug = slugify(`${m.make} ${m.model}`)
    const colourDefs = MAKE_COLOURS[m.make] ?? []
    const variants: ModelVariant[] = m.variants.map((v, i) => {
      const features = [...(v.highlights ?? []), ...genericFeatures(m, v)]
      const firstPaint = drawnPaint(shape, colourDefs[i % Math.max(1, colourDefs.length)]?.paint ?? 'white')
      return {
        id: `${prefix}-${slug}-${slugify(v.badge)}`,
        name: v.badge,
        full_name: `${m.make} ${m.model} ${v.badge} ${engineText(v)} ${v.pt.manual ? 'Manual' : 'Auto'} ${v.pt.drive === '4WD' ? '4x4' : v.pt.drive}`,
        series: v.series ?? null,
        features: features.slice(0, 8 + (i % 3) * 2),
        image_url: `${DEMO_IMAGE_PREFIX}${exteriorFile(shape, firstPaint, 'side')}`,
        dap_min_price: v.price,
        dap_max_price: v.price + 600 + (i % 3) * 700,
      }
    })
    const colours: ModelColour[] = []
    m.variants.forEach((v, i) => {
      // entry grades get the core colours; higher grades get the full palette
      const count = Math.min(colourDefs.length, i === 0 ? 5 : colourDefs.length - (i % 2))
      for (const c of colourDefs.slice(0, count)) {
        const paint: PaintKey = drawnPaint(shape, c.paint)
        colours.push({
          name: c.name,
          photo_url: `${DEMO_IMAGE_PREFIX}${exteriorFile(shape, paint, 'front34')}`,
          hexCode: c.hex,
          oem_id: c.code,
          model_variant_name: v.badge,
        })
      }
    })
    models.push({
      id: `${prefix}-model-${slug}`,
      slug,
      name: m.model,
      make: m.make,
      status: m.status ?? 'available',
      short_description: m.short,
      image_url: `${DEMO_IMAGE_PREFIX}${exteriorFile(shape, 'white', 'front34')}`,
      body: m.body,
      model_variants: variants,
      colours,
    })
  }
  void rng
  return models
}

function caravanModels(rng: Rng, prefix: string): VehicleModel[] {
  return CARAVANS.map((van) => {
    const shape = BODY_SHAPE[van.body]
    const slug = slugify(`${van.make} ${van.model}`)
    const variants: ModelVariant[] = van.layouts.map((l) => ({
      id: `${prefix}-${slug}-${slugify(l.badge)}`,
      name: l.badge,
      full_name: `${van.make} ${van.model} ${l.badge}`,
      series: l.series ?? null,
      features: [
        `<strong>${l.length.toFixed(1)} m</strong> body length`,
        `Sleeps <strong>${l.sleeps}</strong>`,
        `${l.axle} axle`,
        `Tare <strong>${l.tare.toLocaleString('en-AU')} kg</strong>, ATM ${l.atm.toLocaleString('en-AU')} kg`,
        ...van.features.map((f) => f.replace('Gas/Electric', 'Gas/electric')),
      ],
      image_url: `${DEMO_IMAGE_PREFIX}${exteriorFile(shape, 'white', 'side')}`,
      dap_min_price: l.price,
      dap_max_price: l.price + rng.int(2, 8) * 1000,
    }))
    const colours: ModelColour[] = van.layouts.flatMap((l) =>
      van.colours.map((c) => ({
        name: c.name,
        photo_url: `${DEMO_IMAGE_PREFIX}${exteriorFile(shape, drawnPaint(shape, c.paint), 'front34')}`,
        hexCode: c.hex,
        oem_id: c.code,
        model_variant_name: l.badge,
      })),
    )
    return {
      id: `${prefix}-model-${slug}`,
      slug,
      name: van.model,
      make: van.make,
      status: 'available' as const,
      short_description: van.short,
      image_url: `${DEMO_IMAGE_PREFIX}${exteriorFile(shape, 'white', 'front34')}`,
      body: van.body,
      model_variants: variants,
      colours,
    }
  })
}
