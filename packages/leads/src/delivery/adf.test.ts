import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { LeadPayload } from '../submit/payload'
import { buildAdfXml } from './adf'
import type { StoredLead } from './stored-lead'
import { escapeXmlAttr, escapeXmlText } from './xml'

/*
 * Content models of the ADF 1.0 DTD for every element the builder writes, as sequences of
 * children (`,` = then, `?` optional, `*` any number, `+` at least one, `|` either). A sample
 * lead must match each one exactly: this is the check that we follow the spec's order.
 */
const ADF_1_0_CONTENT_MODELS: Record<string, string> = {
  adf: '(prospect,)+',
  prospect: '(id,)*(requestdate,)(vehicle,)+(customer,)(vendor,)(provider,)?',
  vehicle:
    '(id,)*(year,)(make,)(model,)(vin,)?(stock,)?(trim,)?(doors,)?(bodystyle,)?(transmission,)?(odometer,)?(colorcombination,)*(imagetag,)?(price,)?(pricecomments,)?(option,)*(finance,)?(comments,)?',
  customer: '(contact,)(id,)*(timeframe,)?(comments,)?',
  contact: '(name,)+((email,)|(phone,)+|(email,)(phone,)+)(address,)?',
  address: '(street,)+(apartment,)?(city,)?(regioncode,)?(postalcode,)?(country,)?',
  vendor: '(id,)*(vendorname,)(url,)?(contact,)',
  provider: '(id,)*(name,)(service,)?(url,)?(email,)?(phone,)?(contact,)?',
}
// Attribute values the DTD allows, where it lists them.
const ADF_ATTRIBUTE_VALUES: Record<string, Record<string, string[]>> = {
  prospect: { status: ['new', 'resend'] },
  vehicle: { interest: ['buy', 'lease', 'sell', 'trade-in', 'test-drive'], status: ['new', 'used'] },
  name: { part: ['surname', 'first', 'middle', 'last', 'full'], type: ['business', 'individual'] },
  phone: { type: ['voice', 'fax', 'cellphone', 'pager'] },
  odometer: { status: ['unknown', 'rolledover', 'replaced', 'original'], units: ['km', 'mi'] },
  price: { type: ['quote', 'offer', 'msrp', 'invoice', 'call', 'appraisal', 'asking'] },
  contact: { primarycontact: ['0', '1'] },
}

const VENDOR = {
  name: 'Westside Car Co',
  email: 'sales@westside.test',
  phone: '02 9000 0000',
  url: 'https://westside.test',
}

// Westside's two yards, as the app hands them to the channels.
const DIRECTORY = {
  dealerships: { 'westside-car-co': 'Westside Car Co' },
  locations: [
    {
      id: 'loc-1',
      slug: 'westside-bentley',
      name: 'Westside Bentley',
      address: { street: '12 Parramatta Rd', city: 'Granville', state: 'NSW', postcode: '2142' },
      phone: '(02) 9000 1111',
      email: 'bentley@westside.test',
    },
    {
      id: 'loc-2',
      slug: 'westside-used',
      name: 'Westside Used & Co',
      address: { street: '3 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150' },
      phone: '(02) 9000 2222',
    },
  ],
}

function sampleLead(overrides: Partial<LeadPayload> = {}, formType = 'enquiry'): StoredLead {
  const payload: LeadPayload = {
    version: 1,
    form: 'enquiry',
    fields: {
      name: 'Ann <b>Citizen</b> & "Co"',
      email: 'ann@example.com',
      phone: '0412345678',
      postcode: '2150',
      message: 'Is it still available? 5 < 6 & ü',
      category: 'General Enquiry',
      opt_in: true,
      terms_conditions: true,
    },
    url: 'https://westside.test/cars/2023-mazda-cx-5?utm_source=x&y=1',
    source: 'Website',
    user_agent: 'Mozilla/5.0',
    car_id: 'car-1',
    car_dealership_id: 'd-1',
    lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'x' } },
    vehicle: {
      id: 'car-1',
      slug: '2023-mazda-cx-5',
      name: '2023 Mazda CX-5 Touring',
      year: 2023,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Touring',
      vin: 'JM0KF4W7A00123456',
      stock_number: 'STK1',
      price: 45990,
      car_type: 'used',
      status: 'in_stock',
      km: 12345,
      dealership_id: 'd-1',
      dealership_slug: 'westside',
      location_id: 'loc-1',
    },
    created_at: '2025-06-01T01:02:03.456Z',
    ...overrides,
  }
  return { id: 'lead-123', tenant: 'westside-car-co', formType, createdAt: payload.created_at, payload }
}

type Node = { name: string; attrs: Record<string, string>; children: Node[]; text: string }

function parse(xml: string): Node[] {
  const raw = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    trimValues: false,
  }).parse(xml) as unknown[]
  const toNode = (o: Record<string, unknown>): Node | null => {
    const name = Object.keys(o).find((k) => k !== ':@')!
    if (name === '#text') return null
    const kids = (o[name] as Record<string, unknown>[]) ?? []
    return {
      name,
      attrs: (o[':@'] as Record<string, string>) ?? {},
      children: kids.map(toNode).filter((n): n is Node => n !== null),
      // Indentation between child elements is not content.
      text: kids.some((k) => !('#text' in k)) ? '' : kids.map((k) => String(k['#text'])).join(''),
    }
  }
  return (raw as Record<string, unknown>[]).map(toNode).filter((n): n is Node => n !== null)
}

function checkAgainstDtd(node: Node, problems: string[]): void {
  const model = ADF_1_0_CONTENT_MODELS[node.name]
  if (model) {
    const sequence = node.children.map((c) => `${c.name},`).join('')
    if (!new RegExp(`^${model}$`).test(sequence))
      problems.push(`<${node.name}> children "${sequence}" do not match ${model}`)
  }
  for (const [attr, allowed] of Object.entries(ADF_ATTRIBUTE_VALUES[node.name] ?? {})) {
    const value = node.attrs[attr]
    if (value !== undefined && !allowed.includes(value))
      problems.push(`<${node.name} ${attr}="${value}"> is not one of ${allowed}`)
  }
  for (const child of node.children) checkAgainstDtd(child, problems)
}

function find(node: Node, path: string): Node | undefined {
  return path.split('/').reduce<Node | undefined>((n, name) => n?.children.find((c) => c.name === name), node)
}

describe('ADF/XML 1.0', () => {
  it('writes a well-formed document with the XML and ADF processing instructions', () => {
    const xml = buildAdfXml(sampleLead(), { vendor: VENDOR })
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true)
  })

  it('follows the ADF 1.0 element order and attribute values for every kind of lead', () => {
    const leads = [
      sampleLead(),
      // A car that is gone: what the page said about it.
      sampleLead({
        vehicle: null,
        fields: { name: 'Bo', phone: '0298765432', 'Vehicle Make': 'Kia', stock_number: 'S9', opt_in: false },
      }),
      // A general enquiry, no car, no postcode, email only.
      sampleLead({
        vehicle: null,
        car_id: null,
        fields: { name: 'Cy Young', email: 'cy@example.com', message: 'Hello' },
      }),
      sampleLead(
        {
          fields: {
            name: 'Di',
            email: 'd@x.co',
            rego: 'ABC123',
            regoState: 'VIC',
            lookup: 'rego',
            interest: 'sell',
            offer_accepted: true,
            lead_id: 'l0',
            adjustmentAnswers: { accident: 'no' },
          },
        },
        'trade-in',
      ),
      sampleLead({ fields: { name: 'Ed', email: 'e@x.co', preferred_datetime: '2025-07-01T10:30' } }, 'test-drive'),
      // A car at a known yard with a stated price type: vendor address and price comments.
      carLeadAtYard(),
      // A visit to a chosen location, no car.
      sampleLead({ vehicle: null, car_id: null, fields: { name: 'Fi', email: 'f@x.co', location: 'loc-2' } }),
    ]
    for (const lead of leads) {
      const xml = buildAdfXml(lead, {
        vendor: VENDOR,
        provider: { name: 'Platform', url: 'https://platform.test' },
        directory: DIRECTORY,
      })
      expect(XMLValidator.validate(xml)).toBe(true)
      const problems: string[] = []
      for (const root of parse(xml).filter((n) => !n.name.startsWith('?'))) checkAgainstDtd(root, problems)
      expect(problems, xml).toEqual([])
    }
  })

  it('puts the lead in the places a CRM reads, escaped and parsed back intact', () => {
    const [adf] = parse(buildAdfXml(sampleLead(), { vendor: VENDOR })).filter((n) => n.name === 'adf')
    const prospect = find(adf!, 'prospect')!
    expect(find(prospect, 'id')).toMatchObject({ text: 'lead-123', attrs: { sequence: '1' } })
    expect(find(prospect, 'requestdate')?.text).toBe('2025-06-01T01:02:03+00:00')
    const vehicle = find(prospect, 'vehicle')!
    expect(vehicle.attrs).toEqual({ interest: 'buy', status: 'used' })
    expect(vehicle.children.map((c) => [c.name, c.text])).toEqual([
      ['year', '2023'],
      ['make', 'Mazda'],
      ['model', 'CX-5'],
      ['vin', 'JM0KF4W7A00123456'],
      ['stock', 'STK1'],
      ['trim', 'Touring'],
      ['odometer', '12345'],
      ['price', '45990'],
    ])
    const contact = find(prospect, 'customer/contact')!
    expect(contact.children.map((c) => [c.name, c.attrs.part ?? c.attrs.type ?? '', c.text])).toEqual([
      ['name', 'first', 'Ann'],
      ['name', 'last', '<b>Citizen</b> & "Co"'],
      ['email', '', 'ann@example.com'],
      ['phone', 'cellphone', '0412345678'],
      ['address', '', ''],
    ])
    expect(find(contact, 'address/postalcode')?.text).toBe('2150')
    const comments = find(prospect, 'customer/comments')!.text
    expect(comments).toContain('Is it still available? 5 < 6 & ü')
    expect(comments).toContain('Lead ID: lead-123')
    expect(comments).toContain('Opt-in: Yes')
    expect(find(prospect, 'vendor/vendorname')?.text).toBe('Westside Car Co')
    expect(find(prospect, 'vendor/contact/phone')?.text).toBe('02 9000 0000')
    expect(find(prospect, 'provider/name')?.text).toBe('Dealer Website Platform')
    expect(find(prospect, 'provider/service')?.text).toBe('Enquiry')
  })

  it('describes a trade-in car and an accepted offer', () => {
    const lead = sampleLead(
      {
        vehicle: null,
        car_id: null,
        fields: {
          name: 'Di',
          email: 'd@x.co',
          lookup: 'details',
          make: 'Kia',
          model: 'Rio',
          year: 2019,
          km: 85000,
          interest: 'trade-in',
          offer_accepted: true,
          lead_id: 'l0',
          subcategory: '3. Offer Accepted',
        },
      },
      'trade-in',
    )
    const [adf] = parse(buildAdfXml(lead, { vendor: VENDOR })).filter((n) => n.name === 'adf')
    const vehicle = find(adf!, 'prospect/vehicle')!
    expect(vehicle.attrs).toEqual({ interest: 'trade-in', status: 'used' })
    expect(vehicle.children.map((c) => c.text)).toEqual(['2019', 'Kia', 'Rio', '85000'])
    const comments = find(adf!, 'prospect/customer/comments')!.text
    expect(comments).toContain('Subcategory: 3. Offer Accepted')
    expect(comments).toContain('Offer accepted: Yes (lead l0)')
  })

  it('gives the estimate the shopper saw, and what it came from, in the trade-in lead and the accepted offer', () => {
    const fields = {
      name: 'Di',
      email: 'd@x.co',
      lookup: 'details',
      make: 'Toyota',
      model: 'Prado',
      year: 2019,
      km: 60000,
      interest: 'trade-in',
      adjustmentAnswers: { accident: 'No', body: 'Minor' },
      id: 'val-1',
      valuation: { low: 19_800, high: 21_900, comparables: 12, yearFrom: 2017, yearTo: 2021 },
    }
    const commentsOf = (extra: Record<string, unknown>) => {
      const lead = sampleLead({ vehicle: null, car_id: null, fields: { ...fields, ...extra } }, 'trade-in')
      const [adf] = parse(buildAdfXml(lead, { vendor: VENDOR })).filter((n) => n.name === 'adf')
      return find(adf!, 'prospect/customer/comments')!.text.split('\n')
    }
    const basis =
      "Estimate based on: the advertised prices of 12 used and demo cars of that make and model in our stock, built 2017–2021, each adjusted to the shopper's year and km; the range is the middle half of them"
    for (const lines of [
      commentsOf({}),
      commentsOf({ offer_accepted: true, lead_id: 'l0', subcategory: '3. Offer Accepted' }),
    ]) {
      expect(lines).toEqual(
        expect.arrayContaining([
          'Adjustment answers: accident: No; body: Minor',
          'Estimate shown: $19,800 – $21,900',
          basis,
          'Valuation id: val-1',
        ]),
      )
    }
    // No estimate (too old, too few cars), or a stored one that does not read right: no line.
    expect(commentsOf({ valuation: undefined }).join('\n')).not.toContain('Estimate')
    expect(commentsOf({ valuation: { low: 'x' } }).join('\n')).not.toContain('Estimate')
  })
})

/** An enquiry sent from a car's Enquire page about a Drive Away car at the Bentley yard. */
function carLeadAtYard(): StoredLead {
  const base = sampleLead()
  return sampleLead({
    url: 'https://westside.test/cars/2023-mazda-cx-5/enquire',
    fields: { ...base.payload.fields, dealership_slug: 'westside-car-co' },
    vehicle: { ...base.payload.vehicle!, price: 61990, price_type: 'drive_away' },
  })
}

describe('what a lead tells the dealer', () => {
  const adfOf = (lead: StoredLead) =>
    find(
      parse(buildAdfXml(lead, { vendor: VENDOR, directory: DIRECTORY })).find((n) => n.name === 'adf')!,
      'prospect',
    )!

  it('names the dealer, the car, its price as the page stated it, its yard and its page', () => {
    const prospect = adfOf(carLeadAtYard())
    const lines = find(prospect, 'customer/comments')!.text.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Car: 2023 Mazda CX-5 Touring',
        'Price: $61,990 Drive Away',
        'Car location: Westside Bentley, 12 Parramatta Rd, Granville NSW 2142, (02) 9000 1111',
        'Dealership: Westside Car Co',
        // The car's page, not the Enquire form's.
        'Page: https://westside.test/cars/2023-mazda-cx-5',
      ]),
    )
    expect(lines.join('\n')).not.toContain('westside-car-co')
    expect(lines.join('\n')).not.toContain('/enquire')
  })

  it('names the car’s yard only when the dealer has more than one location', () => {
    const oneYard = { ...DIRECTORY, locations: [DIRECTORY.locations[0]!] }
    const xml = buildAdfXml(carLeadAtYard(), { vendor: VENDOR, directory: oneYard })
    const comments = find(
      parse(xml).find((n) => n.name === 'adf')!,
      'prospect/customer/comments',
    )!.text
    expect(comments).not.toContain('Car location')
    // Everything else stays: the car, its price, its page, and the yard as the vendor contact.
    expect(comments).toContain('Car: 2023 Mazda CX-5 Touring\nPrice: $61,990 Drive Away\nDealership: Westside Car Co')
    expect(comments).toContain('Page: https://westside.test/cars/2023-mazda-cx-5')
    expect(xml).toContain('<name part="full" type="business">Westside Bentley</name>')
  })

  it('gives a car that has left the site from what the lead stored, with no link to its page', () => {
    const xml = buildAdfXml(carLeadAtYard(), { vendor: VENDOR, directory: DIRECTORY }, { carPageLive: false })
    const prospect = find(
      parse(xml).find((n) => n.name === 'adf')!,
      'prospect',
    )!
    expect(find(prospect, 'vehicle')!.children.map((c) => [c.name, c.text])).toEqual([
      ['year', '2023'],
      ['make', 'Mazda'],
      ['model', 'CX-5'],
      ['vin', 'JM0KF4W7A00123456'],
      ['stock', 'STK1'],
      ['trim', 'Touring'],
      ['odometer', '12345'],
      ['price', '61990'],
      ['pricecomments', 'Drive Away'],
    ])
    const lines = find(prospect, 'customer/comments')!.text.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Car: 2023 Mazda CX-5 Touring',
        'Price: $61,990 Drive Away',
        'Page: none, the car is no longer on the site',
      ]),
    )
    expect(xml).not.toContain('/cars/2023-mazda-cx-5')
    // A page that still shows the car is linked as before.
    expect(buildAdfXml(carLeadAtYard(), { vendor: VENDOR }, { carPageLive: true })).toContain(
      'Page: https://westside.test/cars/2023-mazda-cx-5\n',
    )
  })

  it('sends the price as the asking price with its stated type in <pricecomments>', () => {
    const vehicle = find(adfOf(carLeadAtYard()), 'vehicle')!
    expect(find(vehicle, 'price')).toMatchObject({ text: '61990', attrs: { type: 'asking', currency: 'AUD' } })
    expect(find(vehicle, 'pricecomments')?.text).toBe('Drive Away')
  })

  it('keeps the dealership slug as the vendor id and makes the car’s yard the vendor contact', () => {
    const vendor = find(adfOf(carLeadAtYard()), 'vendor')!
    expect(find(vendor, 'id')).toMatchObject({ text: 'westside-car-co', attrs: { source: 'dealership' } })
    expect(find(vendor, 'vendorname')?.text).toBe('Westside Car Co')
    const contact = find(vendor, 'contact')!
    expect(contact.children.map((c) => [c.name, c.text])).toEqual([
      ['name', 'Westside Bentley'],
      ['email', 'bentley@westside.test'],
      ['phone', '(02) 9000 1111'],
      ['address', ''],
    ])
    expect(find(contact, 'address')!.children.map((c) => [c.name, c.text])).toEqual([
      ['street', '12 Parramatta Rd'],
      ['city', 'Granville'],
      ['regioncode', 'NSW'],
      ['postalcode', '2142'],
      ['country', 'AU'],
    ])
  })

  it('names a chosen test-drive location and a finance preferred dealership, escaped', () => {
    const testDrive = adfOf(
      sampleLead(
        { vehicle: null, car_id: null, fields: { name: 'Ed', email: 'e@x.co', location: 'loc-2' } },
        'test-drive',
      ),
    )
    expect(find(testDrive, 'customer/comments')!.text).toContain('Location: Westside Used & Co')
    expect(find(testDrive, 'vendor/contact/name')?.text).toBe('Westside Used & Co')
    const finance = adfOf(
      sampleLead(
        {
          vehicle: null,
          car_id: null,
          fields: { name: 'Fi', email: 'f@x.co', preferredDealership: 'westside-bentley' },
        },
        'finance',
      ),
    )
    expect(find(finance, 'customer/comments')!.text).toContain('Dealership: Westside Bentley')
  })

  it('falls back to the ids and the form page when it knows no names or car page', () => {
    const xml = buildAdfXml(
      sampleLead({
        vehicle: null,
        url: 'https://westside.test/contact',
        fields: { name: 'G', email: 'g@x.co', location: 'loc-9' },
      }),
      { vendor: VENDOR },
    )
    expect(xml).toContain('Location: loc-9')
    expect(xml).toContain('Page: https://westside.test/contact')
    expect(xml).toContain('<name part="full" type="business">Westside Car Co</name>')
  })
})

describe('XML escaping', () => {
  it('escapes markup and replaces characters XML cannot hold', () => {
    expect(escapeXmlText('a<b>&c')).toBe('a&lt;b&gt;&amp;c')
    expect(escapeXmlText('nul\u0000 bell\u0007 lone\ud800 ok\u{1f697}')).toBe(
      'nul\ufffd bell\ufffd lone\ufffd ok\u{1f697}',
    )
    expect(escapeXmlAttr(`"it's"\n`)).toBe('&quot;it&apos;s&quot;&#10;')
  })
})
