import type { Rng } from './rng'
import { fmtKm } from './util'

export interface CommentInput {
  carType: 'new' | 'demo' | 'used'
  caravan: boolean
  year: number
  make: string
  model: string
  badge: string
  colour: string
  km: number
  features: readonly string[]
  dealer: string
  location: string
  city: string
  state: string
  phone: string
  body: string
  fuel: string
  certified: boolean
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function roadworthy(state: string): string {
  if (state === 'QLD') return 'Sold with a current safety certificate'
  if (state === 'VIC') return 'Roadworthy certificate (RWC) supplied'
  if (state === 'WA') return 'Independently inspected before sale'
  return 'Sold with a current roadworthy'
}

/**
 * Dealer comments: plain text or simple HTML paragraphs, from a sentence or two to several
 * paragraphs (some over 400 characters), or null.
 */
export function dealerComments(rng: Rng, c: CommentInput): string | null {
  if (rng.chance(0.1)) return null
  const name = `${c.year} ${c.make} ${c.model} ${c.badge}`
  const feats = rng.shuffle([...c.features]).slice(0, rng.int(2, 4))
  const opening: string[] = c.caravan
    ? c.carType === 'new'
      ? [
          `Brand new ${name} now on display at ${c.location}. Come in and walk through it this weekend.`,
          `Ready for the lap? This brand new ${c.make} ${c.model} ${c.badge} is in stock and ready to tow away from ${c.city}.`,
        ]
      : [
          `Pre-loved ${name} in great condition, ready for its next adventure.`,
          `This ${c.year} ${c.make} ${c.model} has been well cared for and is ready to hit the road.`,
        ]
    : c.carType === 'new'
      ? [
          `Brand new ${name} in ${c.colour}, available now at ${c.location}.`,
          `Drive away today in a brand new ${c.make} ${c.model} ${c.badge}. In stock now in ${c.colour}.`,
          `In stock and ready for delivery: the ${name}.`,
        ]
      : c.carType === 'demo'
        ? [
            `Save thousands on this ex-demonstrator ${c.make} ${c.model} ${c.badge} with only ${fmtKm(c.km)} km and the balance of the factory warranty.`,
            `Dealer demo ${name} in ${c.colour}: near-new condition without the new-car price.`,
          ]
        : [
            `This ${name} has been well looked after and shows ${fmtKm(c.km)} km on the clock.`,
            `Just traded: ${c.year} ${c.make} ${c.model} ${c.badge} in ${c.colour}.`,
            `Looking for a reliable ${c.body.toLowerCase()}? This ${c.make} ${c.model} ticks every box.`,
            `${c.year} ${c.make} ${c.model} ${c.badge}, ${fmtKm(c.km)} km, ${c.fuel.toLowerCase()}.`,
          ]
  const middle: string[] = []
  if (feats.length)
    middle.push(
      `Highlights include ${list(feats.map((f) => f.toLowerCase().replace('apple carplay', 'Apple CarPlay').replace('android auto', 'Android Auto')))}.`,
    )
  if (c.carType === 'used' && !c.caravan) {
    middle.push(
      rng.pick([
        'Full service history, two keys and owner’s manuals.',
        'One owner with log books present.',
        'Serviced on time by the selling dealer.',
        'Fresh service, new tyres and detailed inside and out.',
        'Tidy inside and out with no accident history.',
      ]),
    )
    middle.push(`${roadworthy(c.state)}.`)
    if (c.certified)
      middle.push(
        'Certified pre-owned: a 150-point inspection, 12 months roadside assistance and a 7-day change-of-mind guarantee.',
      )
  }
  if (c.caravan) {
    middle.push(
      rng.pick([
        'Includes a full pre-delivery check, weight certificate and a handover session with our service team.',
        'Every van is pressure-tested for leaks and gas-checked before delivery.',
        'Ask about our lap-of-Australia finance and insurance packages.',
      ]),
    )
  }
  if (c.carType === 'new' && !c.caravan) middle.push('Price includes dealer delivery, registration and stamp duty.')
  const closing = [
    `Finance available on the spot and trade-ins welcome. Call ${c.phone} to book a test drive.`,
    `Contact our friendly team at ${c.dealer} on ${c.phone} or send an enquiry today.`,
    'Interstate buyers welcome: we can arrange transport to your door.',
    'Be quick, this one will not last!',
  ]
  const extra = [
    `At ${c.dealer} we have been helping ${c.city} locals into the right vehicle for more than 20 years, and every sale is backed by our after-sales team.`,
    'We can arrange extended warranty, tinting, paint protection and accessories before you pick up.',
    'Our finance team can provide a quote within the hour and handle everything from pre-approval to insurance.',
  ]
  const size = rng.weighted<[number, number]>([
    [[1, 0], 3],
    [[2, 1], 4],
    [[3, 2], 3],
    [[5, 3], 2],
  ])
  const paragraphs: string[] = [rng.pick(opening)]
  const body = rng.shuffle([...middle]).slice(0, size[0])
  if (body.length) paragraphs.push(body.join(' '))
  for (const e of rng.shuffle([...extra]).slice(0, size[1])) paragraphs.push(e)
  if (size[0] > 1 || rng.chance(0.5)) paragraphs.push(rng.pick(closing))
  if (rng.chance(0.45)) return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  return paragraphs.join('\n\n')
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const BASE_EQUIPMENT = [
  'Anti-lock Braking System (ABS)',
  'Electronic Stability Control',
  'Autonomous Emergency Braking',
  'Driver and passenger airbags',
  'Side curtain airbags',
  'Power windows',
  'Power mirrors',
  'Remote central locking',
  'Air conditioning',
  'Cruise control',
  'Bluetooth phone and audio streaming',
  'USB-C ports',
  'Rear parking sensors',
  'Reversing camera',
  'Hill start assist',
  'ISOFIX child seat anchors',
  'Daytime running lights',
  'Tyre pressure monitoring',
  'Lane departure warning',
  'Speed sign recognition',
]

const FEATURE_EQUIPMENT: Record<string, string> = {
  'Apple CarPlay': 'Apple CarPlay',
  'Android Auto': 'Android Auto',
  'Adaptive Cruise Control': 'Adaptive cruise control',
  'Lane Keep Assist': 'Lane keep assist',
  'Blind Spot Monitoring': 'Blind spot monitor',
  '360 Camera': 'Surround view camera',
  'Leather Seats': 'Leather-accented seats',
  'Heated Seats': 'Heated front seats',
  Sunroof: 'Sunroof',
  'Tow Bar': 'Tow bar and trailer wiring',
  'Third Row Seating': 'Third-row seating',
  'Power Tailgate': 'Power tailgate',
  'Wireless Charging': 'Wireless phone charger',
  'Keyless Entry': 'Smart key with push-button start',
  Navigation: 'Satellite navigation',
  'Roof Racks': 'Roof rails',
  'Bull Bar': 'Steel bull bar',
}

export function standardEquipment(rng: Rng, features: readonly string[], extras: readonly string[]): string[] {
  const base = rng.shuffle([...BASE_EQUIPMENT]).slice(0, rng.int(8, 16))
  const fromFeatures = features.map((f) => FEATURE_EQUIPMENT[f]).filter((x): x is string => Boolean(x))
  return [...new Set([...fromFeatures, ...extras, ...base])]
}

export const CARAVAN_EQUIPMENT = [
  '12V fridge',
  'Four-burner cooktop with grill',
  'Microwave',
  'Queen bed with innerspring mattress',
  'Roll-out awning',
  'LED lighting throughout',
  '2 x 95L fresh water tanks',
  'Grey water tank',
  'Gas bottles and holders',
  'Stone guard',
  'Electric brakes',
  'Reverse camera pre-wiring',
  '12V and 240V power outlets',
  'Smart battery monitor',
  'Security door with flyscreen',
  'Roof hatches with flyscreens',
]
