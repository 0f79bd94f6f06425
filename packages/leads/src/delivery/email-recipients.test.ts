import { startSmtpSink, type SmtpSink } from '@dealer/outbox/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TenantDeliverySettings } from './config'
import { emailRecipients } from './config'
import { createEmailChannel, type EmailChannel } from './email-channel'
import { storedLeadFixture } from '../test-support/leads'

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
  beforeAll(async () => {
    sink = await startSmtpSink()
    channel = createEmailChannel({ transport: sink.url, from: 'leads@platform.test', settings: () => settings })
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
})
