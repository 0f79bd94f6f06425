import { startSmtpSink, type SmtpSink } from '@dealer/outbox/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TenantDeliverySettings } from './config'
import { emailRecipients } from './config'
import { createEmailChannel, type EmailChannel } from './email-channel'
import { storedLeadFixture } from '../test-support/leads'
import type { StoredLead } from './stored-lead'

// docs/spec-coverage.md, Dealer site: locations: a location enquiry goes to its location's own address.
const settings: TenantDeliverySettings = {
  vendor: { name: 'Harbour City Motor Group' },
  deliveryChannels: { email: { to: ['leads@harbour.test'], cc: ['crm@harbour.test'] } },
  locationEmails: { 'hc-parts': 'parts@harbour.test' },
}
const config = settings.deliveryChannels.email!

const lead = (formType: string, fields: Record<string, unknown>) =>
  storedLeadFixture(`lead-${formType}-${String(fields.location_id ?? 'none')}`, formType, fields)

describe('emailRecipients', () => {
  it('sends a location enquiry to its location’s own address', () => {
    expect(emailRecipients(settings, config, lead('location-enquiry', { location_id: 'hc-parts' }))).toEqual([
      'parts@harbour.test',
    ])
  })
  it('keeps the dealer’s address for other forms, other locations and odd ids', () => {
    expect(emailRecipients(settings, config, lead('enquiry', { location_id: 'hc-parts' }))).toEqual(config.to)
    expect(emailRecipients(settings, config, lead('location-enquiry', { location_id: 'hc-sales' }))).toEqual(config.to)
    expect(emailRecipients(settings, config, lead('location-enquiry', { location_id: ['hc-parts'] }))).toEqual(
      config.to,
    )
    expect(emailRecipients(settings, config, lead('location-enquiry', { location_id: '__proto__' }))).toEqual(config.to)
    expect(emailRecipients({ ...settings, locationEmails: undefined }, config, lead('location-enquiry', {}))).toEqual(
      config.to,
    )
  })
})

describe('the email channel', () => {
  let sink: SmtpSink
  let channel: EmailChannel
  // Per tenant: 'harbour' as above; 'multi' with two yards, 'single' with one, 'gone' whose cars have left the site.
  const yard = (id: string, name: string) => ({ id, slug: id, name, address: null, phone: null })
  const yards = [yard('hc-nerang', 'Harbour City Used Cars Nerang'), yard('hc-southport', 'Mazda Southport Sales')]
  const tenants: Record<string, TenantDeliverySettings> = {
    harbour: settings,
    multi: { ...settings, directory: { locations: yards } },
    single: { ...settings, directory: { locations: [yards[0]!] } },
    gone: { ...settings, directory: { locations: [yards[0]!] }, carPageLive: () => false },
  }
  beforeAll(async () => {
    sink = await startSmtpSink()
    channel = createEmailChannel({
      transport: sink.url,
      from: 'leads@platform.test',
      settings: (tenant) => tenants[tenant],
    })
  })
  afterAll(async () => {
    channel.close()
    await sink.close()
  })

  it('delivers a location enquiry to the location, copying the dealer’s cc', async () => {
    const job = {
      deliveryId: 'd1',
      tenant: 'harbour',
      attempt: 1,
      lead: lead('location-enquiry', { location_id: 'hc-parts' }),
    }
    await channel.send(job, new AbortController().signal)
    const mail = sink.messages.find((m) => m.leadId === job.lead.id)!
    expect(mail.to).toEqual(['parts@harbour.test', 'crm@harbour.test'])
  })

  const carLead = (id: string, fields: Record<string, unknown> = {}): StoredLead => {
    const base = storedLeadFixture(id, 'enquiry', { name: 'Ann Citizen', email: 'ann@example.com', ...fields })
    const vehicle = {
      ...{
        id: 'u1',
        slug: '2021-kia-cerato-s-u1',
        name: '2021 Kia Cerato S',
        year: 2021,
        make: 'Kia',
        model: 'Cerato',
      },
      ...{ badge: 'S', vin: 'KNAF000000000001', stock_number: 'U1', price: 19_990, price_type: 'drive_away' },
      ...{ car_type: 'used' as const, status: 'in_stock' as const, km: 40_000, dealership_id: 'd1' },
      ...{ dealership_slug: 'harbour', location_id: 'hc-nerang' },
    }
    return { ...base, payload: { ...base.payload, url: 'https://harbour.test/cars/2021-kia-cerato-s-u1', vehicle } }
  }
  const send = async (tenant: string, lead: StoredLead) => {
    await channel.send({ deliveryId: `${lead.id}/email`, tenant, attempt: 1, lead }, new AbortController().signal)
    const mail = sink.messages.find((m) => m.leadId === lead.id)!
    return { ...mail, subject: decodeWords(mail.subject ?? '') }
  }

  it('names the yard in the subject for a dealer with several locations, and only then', async () => {
    expect((await send('multi', carLead('s-car'))).subject).toBe(
      'Enquiry: Ann Citizen – 2021 Kia Cerato S – Harbour City Used Cars Nerang',
    )
    const visit = storedLeadFixture('s-visit', 'test-drive', { name: 'Bo', location: 'hc-southport' })
    expect((await send('multi', visit)).subject).toBe('Test Drive: Bo – Mazda Southport Sales')
    expect((await send('multi', storedLeadFixture('s-none', 'enquiry', { name: 'Cy' }))).subject).toBe('Enquiry: Cy')
    expect((await send('single', carLead('s-single'))).subject).toBe('Enquiry: Ann Citizen – 2021 Kia Cerato S')
  })

  it('sends a car that has left the site from what the lead stored, with no link to its page', async () => {
    const mail = await send('gone', carLead('s-gone'))
    expect(mail.subject).toBe('Enquiry: Ann Citizen – 2021 Kia Cerato S')
    expect(mail.body).toContain('<vin>KNAF000000000001</vin>')
    expect(mail.body).toContain('<stock>U1</stock>')
    expect(mail.body).toContain('Car: 2021 Kia Cerato S\nPrice: $19,990 Drive Away\n')
    expect(mail.body).toContain('Page: none, the car is no longer on the site')
    expect(mail.body).not.toContain('/cars/2021-kia-cerato-s-u1')
  })
})

/** A header as a mail reader shows it: RFC 2047 encoded words (=?UTF-8?Q?...?= or B) decoded and joined. */
function decodeWords(header: string): string {
  return header.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}
