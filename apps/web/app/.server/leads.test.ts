import path from 'node:path'
import { emailRecipients } from '@dealer/leads'
import { loadTenants } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { deliverySettings } from './leads'

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
