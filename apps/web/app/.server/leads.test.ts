import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, migrateToLatest, upsertCars, type Database } from '@dealer/db'
import { makeCar } from '@dealer/db/testing'
import { buildAdfXml, emailRecipients, sendTimeOptions, type StoredLead } from '@dealer/leads'
import { createTenantResolver, loadTenants } from '@dealer/tenant'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverySettings, leadSenderWarning, settingsFor } from './leads'

const tenants = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))
const harbour = tenants.find((t) => t.slug === 'harbour-city-motor-group')!

const lead = (formType: string, location_id: string) => ({ formType, payload: { fields: { location_id } } })

describe('lead delivery settings', () => {
  it('send a location enquiry to the location’s own email, other leads to the dealer', () => {
    const settings = deliverySettings(harbour)
    const email = settings.deliveryChannels.email!
    expect(emailRecipients(settings, email, lead('location-enquiry', 'hc-toyota-newstead-parts'))).toEqual([
      'parts@harbourcitymotorgroup.com.au',
    ])
    expect(emailRecipients(settings, email, lead('enquiry', 'hc-toyota-newstead-parts'))).toEqual([
      harbour.dealer.email,
    ])
  })
})

describe('a lead as the dealer reads it', () => {
  const settings = deliverySettings(harbour)
  const adf = (formType: string, fields: Record<string, unknown>, url: string, withCar = true) =>
    buildAdfXml(storedLead(formType, fields, url, withCar), { vendor: settings.vendor, directory: settings.directory })

  it('names the dealer, the car’s yard with its address and phone, the price as stated and the car’s page', () => {
    const xml = adf(
      'enquiry',
      { name: 'Ann', email: 'ann@example.com', message: 'Hi', dealership_slug: harbour.slug },
      'http://harbour-city.localhost/cars/2021-kia-cerato-s-u0001/enquire',
    )
    expect(xml).toContain('Dealership: Harbour City Motor Group\n')
    expect(xml).toContain(
      'Car location: Harbour City Used Cars Nerang, 45 Spencer Road, Nerang QLD 4211, (07) 5596 4411\n',
    )
    expect(xml).toContain('Price: $19,990 Drive Away\n')
    expect(xml).toContain('<pricecomments>Drive Away</pricecomments>')
    expect(xml).toContain('Page: http://harbour-city.localhost/cars/2021-kia-cerato-s-u0001\n')
    expect(xml).toContain('<id source="dealership">harbour-city-motor-group</id>')
    expect(xml).toContain('<name part="full" type="business">Harbour City Used Cars Nerang</name>')
  })

  it('names the location a test drive was booked at', () => {
    const xml = adf(
      'test-drive',
      { name: 'Bo', email: 'bo@example.com', location: 'hc-mazda-southport-sales' },
      'http://harbour-city.localhost/book-test-drive',
      false,
    )
    expect(xml).toContain('Location: Harbour City Mazda Southport Sales\n')
    expect(xml).not.toContain('hc-mazda-southport-sales')
  })
})

describe('a lead on a car that has since left the site', () => {
  // Harbour City shows a sold car for 3 days.
  const env: NodeJS.ProcessEnv = { ...process.env, APP_NOW: '2026-03-10T00:00:00.000Z' }
  let database: Database
  beforeAll(async () => {
    database = createDatabase({ sqlitePath: path.join(mkdtempSync(path.join(os.tmpdir(), 'lead-page-')), 'db.sqlite') })
    await migrateToLatest(database)
    await upsertCars(database.db, harbour.slug, [
      makeCar({ id: 'u0001', slug: '2021-kia-cerato-s-u0001' }),
      makeCar({ id: 'sold-lately', slug: 'sold-lately', status: 'sold', sold_date: '2026-03-08T00:00:00.000Z' }),
      makeCar({ id: 'sold-long-ago', slug: 'sold-long-ago', status: 'sold', sold_date: '2026-02-01T00:00:00.000Z' }),
      makeCar({ id: 'hidden', slug: 'hidden', show_on_dealer_website: false }),
      // Another car now has the slug the lead's car had.
      makeCar({ id: 'newcomer', slug: 'taken-over' }),
    ])
  })
  afterAll(() => database?.destroy())

  const leadOn = (id: string, slug: string) => {
    const lead = storedLead('enquiry', { name: 'Ann' }, 'http://harbour-city.localhost/cars/x', true)
    return { ...lead, payload: { ...lead.payload, vehicle: { ...lead.payload.vehicle!, id, slug } } }
  }
  const sentAs = async (lead: StoredLead) => {
    const settings = settingsFor(createTenantResolver([harbour]), env, database)(harbour.slug)!
    return buildAdfXml(lead, settings, await sendTimeOptions(settings, lead))
  }

  it('links the car’s page while the page shows that car', async () => {
    expect(await sentAs(leadOn('u0001', '2021-kia-cerato-s-u0001'))).toContain(
      'Page: http://harbour-city.localhost/cars/2021-kia-cerato-s-u0001\n',
    )
    expect(await sentAs(leadOn('sold-lately', 'sold-lately'))).toContain(
      'Page: http://harbour-city.localhost/cars/sold-lately\n',
    )
  })

  it('gives no link once the page is a 404 or another car’s, and the car’s details from the lead', async () => {
    for (const [id, slug] of [
      ['sold-long-ago', 'sold-long-ago'],
      ['hidden', 'hidden'],
      ['deleted', 'deleted'],
      ['u0777', 'taken-over'],
    ]) {
      const xml = await sentAs(leadOn(id!, slug!))
      expect(xml, slug).toContain('Page: none, the car is no longer on the site\n')
      expect(xml, slug).not.toContain(`/cars/${slug}`)
      expect(xml, slug).toContain('Car: 2021 Kia Cerato S\nPrice: $19,990 Drive Away\n')
      expect(xml, slug).toContain('<stock>U0001</stock>')
    }
  })
})

function storedLead(formType: string, fields: Record<string, unknown>, url: string, withCar: boolean): StoredLead {
  return {
    id: 'lead-1',
    tenant: harbour.slug,
    formType,
    createdAt: '2026-01-01T00:00:00.000Z',
    payload: {
      version: 1,
      form: formType as StoredLead['payload']['form'],
      fields,
      url,
      source: 'Website',
      user_agent: null,
      car_id: withCar ? 'u0001' : null,
      car_dealership_id: null,
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      vehicle: withCar
        ? {
            id: 'u0001',
            slug: '2021-kia-cerato-s-u0001',
            name: '2021 Kia Cerato S',
            year: 2021,
            make: 'Kia',
            model: 'Cerato',
            badge: 'S',
            vin: null,
            stock_number: 'U0001',
            price: 19990,
            price_type: 'drive_away',
            car_type: 'used',
            status: 'in_stock',
            km: 40000,
            dealership_id: 'd1',
            dealership_slug: harbour.slug,
            location_id: 'hc-used-nerang',
          }
        : null,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  }
}

describe('the sender of lead emails', () => {
  it('warns when a real mail service would get the default leads@localhost sender', () => {
    // Was silent: deploy.md's environment set SMTP_URL only, and a service that checks the sender's
    // domain refused every lead email for good.
    expect(leadSenderWarning({ SMTP_URL: 'smtp://user:pass@smtp.example.com:587' })).toMatch(
      /^\[leads\] LEADS_FROM is not set, so lead emails go out from "Website leads" <leads@localhost>, which most mail services refuse: set LEADS_FROM to an address of a domain smtp\.example\.com sends for/,
    )
    expect(
      leadSenderWarning({ SMTP_URL: 'smtp://smtp.example.com', LEADS_FROM: '"Leads" <leads@dealer.com.au>' }),
    ).toBeNull()
    // The demo's mailbox, and no SMTP at all.
    expect(leadSenderWarning({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBeNull()
    expect(leadSenderWarning({})).toBeNull()
  })
})
