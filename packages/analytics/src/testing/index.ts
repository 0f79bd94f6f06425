// Test support: a valid payload of every event id.
/** A valid payload of every id, as the app sends them. */
export const SAMPLE_PAYLOADS = {
  4: { car_id: 'hcmg-100042' },
  9: { car_id: 'hcmg-100042' },
  14: { results: 128, query: 'sort=price-desc' },
  15: { field: 'make' },
  17: { car_id: 'hcmg-100042', action: 'test-drive' },
  18: { lead_id: 'b2c1d0e9-1f2a-4b3c-8d4e-5f6a7b8c9d0e', form: 'enquiry', car_id: 'hcmg-100042' },
  25: { car_id: 'hcmg-100042', channel: 'facebook' },
  26: { car_id: 'hcmg-100042' },
  39: { car_id: 'hcmg-100042', saved: true },
  48: { car_id: 'hcmg-100042', added: false },
  49: { car_id: 'hcmg-100042', format: 'pdf' },
  51: { car_id: 'hcmg-100042', saved: true },
  60: { path: '/search/used-cars/toyota' },
  61: {},
} as const
