import { describe, expect, it } from 'vitest'
import { formatPreferredAt, successMessage } from './success'

const base = { dealer: 'Westside Car Co', car: null, location: null, preferredAt: null }

describe('success message', () => {
  it('names the car of an enquiry, as before', () => {
    expect(successMessage({ ...base, form: 'enquiry', car: '2024 Kia EV5' })).toBe(
      'Your enquiry about the 2024 Kia EV5 is with Westside Car Co. We will be in touch shortly.',
    )
    expect(successMessage({ ...base, form: 'enquiry' })).toBe(
      'Your enquiry is with Westside Car Co. We will be in touch shortly.',
    )
  })
  it('reads right for a test drive, with the location and the time chosen', () => {
    expect(
      successMessage({
        ...base,
        form: 'test-drive',
        car: '2024 Kia EV5',
        location: 'Bentley',
        preferredAt: '2026-11-21T10:30',
      }),
    ).toBe(
      'Your test drive request for the 2024 Kia EV5 at Bentley on Saturday 21 November at 10:30 am is with Westside Car Co. We will call you to confirm the time.',
    )
    expect(successMessage({ ...base, form: 'test-drive' })).toMatch(
      /^Your test drive request is with Westside Car Co\./,
    )
  })
  it('calls a reservation a reservation request, and says nothing was paid', () => {
    // It said 'Your enquiry about the …'.
    expect(successMessage({ ...base, form: 'reserve', car: '2024 Kia EV5' })).toBe(
      'Your reservation request for the 2024 Kia EV5 is with Westside Car Co. We will call you to confirm it and to take the deposit; nothing has been paid.',
    )
  })
  it('reads right for photos, a location enquiry and a marketing page', () => {
    expect(successMessage({ ...base, form: 'request-photos', car: 'X' })).toMatch(
      /^Your request for more photos of the X is with/,
    )
    expect(successMessage({ ...base, form: 'location-enquiry', location: 'Bentley Sales' })).toBe(
      'Your enquiry is with Bentley Sales. We will be in touch shortly.',
    )
    expect(successMessage({ ...base, form: 'marketing' })).toMatch(/^Thanks for registering with Westside Car Co\./)
  })
  it('speaks of an accepted trade-in offer and its inspection, not of an enquiry', () => {
    const offer = {
      range: '$19,800 – $21,900',
      tradeIn: '2019 Toyota Prado',
      inspectionAt: 'Harbour City Nerang, 1 Spencer Rd, Nerang',
    }
    expect(successMessage({ ...base, form: 'trade-in', car: '2017 Toyota Prado GX', offer })).toBe(
      'You accepted our trade-in offer of $19,800 – $21,900 for your 2019 Toyota Prado, towards the 2017 Toyota Prado GX, and Westside Car Co has it. Next we inspect your car at Harbour City Nerang, 1 Spencer Rd, Nerang: we will call you to book a time, and the offer is confirmed at the inspection.',
    )
    // A trade-in sent without accepting an offer is still an enquiry.
    expect(successMessage({ ...base, form: 'trade-in', car: '2017 Toyota Prado GX' })).toBe(
      'Your enquiry about the 2017 Toyota Prado GX is with Westside Car Co. We will be in touch shortly.',
    )
  })
  it('ignores a date-time it cannot read', () => {
    expect(formatPreferredAt('soon')).toBeNull()
  })
})
