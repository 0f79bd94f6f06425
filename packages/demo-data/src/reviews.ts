import type { Review } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import type { Rng } from './rng'
import { DAY_MS, isoDate, tenantPrefix } from './util'

const FIRST = [
  'Sarah',
  'Michael',
  'Jessica',
  'David',
  'Emily',
  'Daniel',
  'Chloe',
  'James',
  'Olivia',
  'Matthew',
  'Sophie',
  'Ryan',
  'Hannah',
  'Josh',
  'Priya',
  'Liam',
  'Mei',
  'Nathan',
  'Aisha',
  'Tom',
  'Grace',
  'Ben',
  'Ella',
  'Luke',
  'Zoe',
  'Sam',
  'Kate',
  'Jack',
  'Amelia',
  'Harry',
  'Ruby',
  'Connor',
  'Leah',
  'Mitchell',
  'Tahlia',
  'Brodie',
  'Jasmine',
  'Kane',
  'Anh',
  'Raj',
  'Fatima',
  'Hamish',
  'Bronwyn',
  'Darren',
  'Kylie',
  'Shane',
  'Mandy',
  'Greg',
  'Tania',
  'Wayne',
  'Nikita',
]
const LAST = [
  'Smith',
  'Nguyen',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Tran',
  'Singh',
  'Patel',
  'Chen',
  "O'Brien",
  'Murphy',
  'Campbell',
  'Mitchell',
  'Hughes',
  'Cooper',
  'Wright',
  'Evans',
]
const STAFF = ['Josh', 'Priya', 'Mark', 'Tash', 'Dave', 'Leanne', 'Corey', 'Amit', 'Steph', 'Rob', 'Jade', 'Kieran']

interface Ctx {
  dealer: string
  city: string
  caravan: boolean
}

function text(rng: Rng, rating: number, c: Ctx): string | null {
  if (rng.chance(0.12)) return null
  const staff = rng.pick(STAFF)
  const vehicle = c.caravan
    ? rng.pick(['van', 'caravan', 'pop top', 'camper'])
    : rng.pick(['car', 'ute', 'SUV', 'new car', 'RAV4', 'CX-5', 'Sportage', 'HiLux'])
  if (rating >= 5) {
    return rng.pick([
      `${staff} made buying our ${vehicle} so easy. No pressure, honest answers and everything was ready on time. Highly recommend ${c.dealer}!`,
      `Fantastic experience from start to finish. ${staff} went above and beyond to find the right ${vehicle} for us and the handover was spot on.`,
      `Best dealership experience I've had. Fair trade-in price, quick finance approval and a very clean ${vehicle}.`,
      `Great service as always. Thanks ${staff} and the team in ${c.city}!`,
      `Couldn't be happier with our new ${vehicle}. ${staff} kept us updated every step of the way and even followed up a week later to make sure we were happy.`,
      `Five stars. Friendly, professional and genuinely helpful.`,
    ])
  }
  if (rating === 4) {
    return rng.pick([
      `Good experience overall. ${staff} was helpful, just took a little longer than expected to get the ${vehicle} ready.`,
      `Happy with the ${vehicle} and the price. Paperwork was a bit slow but the staff were great.`,
      `Friendly team and a good range of stock. Would buy here again.`,
      `Service booking was easy and the car was ready the same afternoon. Waiting area could use better coffee!`,
    ])
  }
  if (rating === 3) {
    return rng.pick([
      `The ${vehicle} is great but communication could have been better around the delivery date.`,
      `Okay experience. Got there in the end but had to chase up a couple of things.`,
      `Average. Sales were good, the service department less so.`,
    ])
  }
  return rng.pick([
    `Disappointed. The ${vehicle} wasn't ready on the agreed pickup day and nobody called to let us know.`,
    `Took three phone calls to get a response about my service. Not good enough.`,
    `Trade-in offer was well below what I expected and the salesperson wasn't interested in negotiating.`,
  ])
}

/** Customer reviews spread over the last two years; the group's sample is 476 averaging about 4.2. */
export function generateReviews(rng: Rng, tenant: TenantConfig, now: Date): Review[] {
  const demo = tenant.demo
  if (!demo) return []
  const caravan = demo.itemType === 'caravan'
  const many = tenant.locations.length >= 4
  const count = many ? 476 : caravan ? 81 : 143
  // rating mix: the group averages ~4.2, the smaller dealers a bit higher
  const mix: [number, number][] = many
    ? [
        [5, 0.6],
        [4, 0.2],
        [3, 0.08],
        [2, 0.05],
        [1, 0.07],
      ]
    : [
        [5, 0.74],
        [4, 0.16],
        [3, 0.05],
        [2, 0.02],
        [1, 0.03],
      ]
  const ratings: number[] = []
  for (const [stars, share] of mix) for (let i = 0; i < Math.round(count * share); i++) ratings.push(stars)
  while (ratings.length < count) ratings.push(5)
  ratings.length = count
  rng.shuffle(ratings)
  const locations = tenant.locations.filter((l) => l.location_type !== 'parts')
  const prefix = tenantPrefix(tenant)
  const reviews: Review[] = ratings.map((rating, i) => {
    const loc = rng.weighted(
      locations.map((l) => [l, l.primary ? 3 : l.location_type === 'service' ? 1.5 : 1] as const),
    )
    const first = rng.pick(FIRST)
    const name = rng.chance(0.55) ? `${first} ${rng.pick(LAST).charAt(0)}.` : `${first} ${rng.pick(LAST)}`
    const daysAgo = Math.floor(Math.pow(rng.next(), 1.3) * 729)
    return {
      id: `${prefix}-review-${String(i + 1).padStart(4, '0')}`,
      location_id: loc.id,
      customer_name: name,
      text: text(rng, rating, { dealer: tenant.dealer.name, city: loc.address.city, caravan }),
      rating,
      image_url: null,
      review_date: isoDate(new Date(now.getTime() - daysAgo * DAY_MS)),
    }
  })
  return reviews.sort((a, b) =>
    a.review_date < b.review_date ? 1 : a.review_date > b.review_date ? -1 : a.id.localeCompare(b.id),
  )
}
