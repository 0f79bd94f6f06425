import { CAR_TYPE_LABELS, type CarType } from '@dealer/domain'
import { HERO_SEARCH_ACTION, type HeroProps } from '@dealer/theme-contract'

/**
 * The home hero's props for the Hero slot or the app's own hero (docs/spec-coverage.md, Theme kit:
 * page slots and partner blocks): today's words, the search form's fixed action and field, the
 * quick links of the stock on hand and the tenant's picture, if any.
 */
export function heroProps(data: {
  dealer: { name: string; tagline: string }
  total: number
  isCaravan: boolean
  carTypes: readonly CarType[]
  bodyTypes: readonly string[]
  heroImage: string | null
}): HeroProps {
  const noun = data.isCaravan ? 'caravans' : 'cars'
  return {
    dealerName: data.dealer.name,
    eyebrow: `${data.total.toLocaleString('en-AU')} ${data.isCaravan ? 'caravans' : 'vehicles'} in stock`,
    title: data.dealer.tagline || `Find your next car at ${data.dealer.name}`,
    search: {
      action: HERO_SEARCH_ACTION,
      method: 'get',
      label: `Search ${noun}`,
      placeholder: data.isCaravan ? 'Search make, model or layout' : 'Search make, model or keyword',
      submitLabel: 'Search',
      input: { id: 'hero-q', name: 'query', maxLength: 100 },
    },
    quickLinks: [
      ...data.carTypes.map((t) => ({ label: `${CAR_TYPE_LABELS[t]} ${noun}`, href: `/search/${t}-cars` })),
      ...data.bodyTypes.map((b) => ({
        label: b,
        href: `/search/new-used-and-demo-cars?body=${encodeURIComponent(b)}`,
      })),
    ],
    background: data.heroImage ? { src: data.heroImage, alt: '' } : null,
  }
}
