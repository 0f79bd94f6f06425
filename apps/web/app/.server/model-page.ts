import sanitizeHtml from 'sanitize-html'
import { findModelBySlug, listCars } from '@dealer/db'
import {
  colourGroups,
  formatMoney,
  showsColourGroupSelector,
  splitFeatures,
  variantsSectionLayout,
  viewerStateFromQuery,
  type ModelVariant,
  type VehicleModel,
} from '@dealer/domain'
import type { AppLoadContext } from '@remix-run/node'
import { modelHref } from '~/lib/layout-props'
import { orderNowHref } from '~/lib/model-links'
import type { ColourViewerData, VariantCardData, VariantsData } from '~/lib/model-view'
import { carCards } from './cards'

/** Cards of the model's stock on its page; the rest are one link away, on its search page. */
const STOCK_CARDS = 4

/** Variant features are feed HTML: a few inline tags, nothing else (docs/spec-coverage.md, Dealer site: models). */
const FEATURE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['strong', 'b', 'em', 'i', 'sup', 'sub', 'br', 'span'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
}

/** A price worth showing: above 10 (docs/spec-coverage.md, Stock rules). */
const priced = (p: number | null): p is number => p !== null && p > 10

/** The dealer's model with this slug, or a 404 (another dealer's slug or garbage is simply not found). */
export async function loadModel({ tenant, services }: AppLoadContext, slug: string | undefined): Promise<VehicleModel> {
  const model = slug && slug.length <= 200 ? await findModelBySlug(services.database.db, tenant.slug, slug) : undefined
  if (!model) throw new Response(null, { status: 404 })
  return model
}

function variantCard(model: VehicleModel, v: ModelVariant): VariantCardData {
  const features = splitFeatures(v.features.map((f) => sanitizeHtml(f, FEATURE_HTML).trim()).filter(Boolean))
  return {
    id: v.id,
    name: v.name,
    fullName: v.full_name,
    series: v.series,
    image: v.image_url,
    from: priced(v.dap_min_price) ? formatMoney(v.dap_min_price) : null,
    features: features.shown,
    moreFeatures: features.more,
    quoteHref: orderNowHref(model, v),
  }
}

/**
 * Everything a model's page shows (docs/spec-coverage.md, Dealer site: models): the hero, the
 * variants section, the colour viewer in the state the URL asks for, and the model's stock.
 */
export async function modelPage(context: AppLoadContext, slug: string | undefined, url: URL) {
  const { tenant, services } = context
  const model = await loadModel(context, slug)
  const now = services.now()
  const stock = await listCars(services.database.db, tenant.slug, {
    visibleAt: { now, includeSoldCarsDays: tenant.dealer.include_sold_cars_days },
    // '{model} in stock' and 'View all N in stock': the cars for sale, not the recently sold.
    availableOnly: true,
    make: model.make,
    model: model.name,
    orderBy: 'latest',
    limit: STOCK_CARDS,
  })
  const prices = model.model_variants.map((v) => v.dap_min_price).filter(priced)
  const viewerModel = { variants: model.model_variants, colours: model.colours }
  const q = url.searchParams
  return {
    dealer: tenant.dealer.name,
    model: {
      slug: model.slug,
      name: model.name,
      make: model.make,
      title: `${model.make} ${model.name}`,
      body: model.body,
      comingSoon: model.status === 'coming_soon',
      description: model.short_description,
      image: model.image_url,
      from: prices.length > 0 ? formatMoney(Math.min(...prices)) : null,
      quoteHref: orderNowHref(model, null),
    },
    variants: {
      ...variantsSectionLayout(model.name, model.model_variants.length),
      cards: model.model_variants.map((v) => variantCard(model, v)),
    } satisfies VariantsData,
    viewer:
      model.colours.length > 0
        ? ({
            variants: model.model_variants.map((v) => ({
              name: v.name,
              fullName: v.full_name,
              image: v.image_url,
              from: priced(v.dap_min_price) ? formatMoney(v.dap_min_price) : null,
            })),
            colours: model.colours.map((c) => ({
              name: c.name,
              hexCode: /^#[0-9a-f]{3,8}$/i.test(c.hexCode) ? c.hexCode : '#cccccc',
              photo: c.photo_url,
              model_variant_name: c.model_variant_name,
            })),
            groups: showsColourGroupSelector(model.colours) ? colourGroups(model.colours) : [],
            state: viewerStateFromQuery(viewerModel, {
              variant: q.get('variant'),
              colour: q.get('colour'),
              colours: q.get('colours'),
            }),
          } satisfies ColourViewerData)
        : null,
    stock: {
      cards: carCards(stock.cars, tenant, now),
      total: stock.total,
      searchHref: modelHref(model),
    },
  }
}

export type ModelPageData = Awaited<ReturnType<typeof modelPage>>

/**
 * The order-now form's model and variant from its query (`model_id` is the model's slug,
 * `vehicle` a variant's full name); an unknown model is a 404, an unknown variant means none.
 * Nothing of the URL is shown as it came: the names are the dealer's own.
 */
export async function orderNowSubject(context: AppLoadContext, url: URL) {
  const model = await loadModel(context, url.searchParams.get('model_id') ?? undefined)
  const asked = url.searchParams.get('vehicle')?.trim()
  const variant = asked ? model.model_variants.find((v) => v.full_name === asked) : undefined
  return {
    slug: model.slug,
    make: model.make,
    name: model.name,
    title: `${model.make} ${model.name}`,
    vehicle: variant?.full_name ?? null,
    /** What the lead's 'Vehicle Model' says: the variant's full name without the make, else the model. */
    leadModel: variant
      ? variant.full_name.startsWith(`${model.make} `)
        ? variant.full_name.slice(model.make.length + 1)
        : variant.full_name
      : model.name,
    image: variant?.image_url ?? model.image_url,
  }
}
