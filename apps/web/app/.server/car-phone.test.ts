import { afterEach, describe, expect, it, vi } from 'vitest'
import { carSchema } from '@dealer/domain'
import { tenantConfigSchema } from '@dealer/tenant'
import { carPhoneOrWarn, carPhoneView } from './car-phone'
import { isPhoneRevealed, revealPhoneCookie } from './visitor-cookies'

const location = (id: string, name: string, phone: string) => ({
  id,
  name,
  slug: id,
  location_type: 'sales',
  address: { street: '1 St', city: 'Town', state: 'QLD', postcode: '4211', lat: -28, long: 153.3 },
  phone,
})
const tenant = (features: object = {}, phone = '(07) 3252 8800') =>
  tenantConfigSchema.parse({
    slug: 'alpha',
    name: 'Alpha Motor Group',
    theme: 'base',
    dealer: { name: 'Alpha Motor Group', phone, email: 'a@alpha.test', address: '1 St, Town QLD 4000' },
    locations: [location('nerang', 'Alpha Used Cars Nerang', '(07) 5596 4411')],
    navigation: { header: [{ label: 'Home', href: '/' }] },
    features,
  })
const car = (id: string, location_id: string | null = 'nerang') =>
  carSchema.parse({
    id,
    slug: id,
    name: 'x',
    year: 2022,
    make: 'Mazda',
    model: 'CX-5',
    price: 35000,
    status: 'in_stock',
    car_type: 'used',
    created_at: '2026-01-01',
    stocknum: 'S1',
    km: 100,
    dealership_id: 'alpha',
    dealership_slug: 'alpha',
    location_id,
  })

/** A request to the dealer's site carrying `cookie`. */
const visit = (cookie: string | null = null) =>
  new Request('http://alpha.test/', cookie === null ? undefined : { headers: { Cookie: cookie } })

/** The Cookie header a browser sends back after the reveal route set its cookie. */
async function afterReveal(carId: string, cookie = ''): Promise<string> {
  const set = await revealPhoneCookie(visit(cookie), carId)
  return set ? set.split(';')[0]! : cookie
}

afterEach(() => vi.restoreAllMocks())

describe('carPhoneView', () => {
  it("masks the car's location's number and names the location", async () => {
    expect(await carPhoneView({ tenant: tenant() }, car('c1'), visit())).toEqual({
      name: 'Alpha Used Cars Nerang',
      masked: '(07) 5596 XXXX',
      revealed: null,
    })
  })

  it('shows it once revealed on this car’s page, and only there', async () => {
    const cookie = await afterReveal('c1')
    expect((await carPhoneView({ tenant: tenant() }, car('c1'), visit(cookie)))?.revealed).toEqual({
      number: '(07) 5596 4411',
      href: 'tel:+61755964411',
    })
    expect((await carPhoneView({ tenant: tenant() }, car('c2'), visit(cookie)))?.revealed).toBeNull()
    // A second car revealed keeps the first; the same car again sets nothing new.
    const both = await afterReveal('c2', cookie)
    expect(await isPhoneRevealed(visit(both), 'c1')).toBe(true)
    expect(await isPhoneRevealed(visit(both), 'c2')).toBe(true)
    expect(await revealPhoneCookie(visit(both), 'c1')).toBeNull()
    // The old cookie (a bare flag for every car) reveals nothing.
    expect(await isPhoneRevealed(visit('phone_revealed=MQ%3D%3D'), 'c1')).toBe(false)
  })

  it('shows it unmasked on a dealer that shows numbers openly; the main number names the dealer', async () => {
    expect((await carPhoneView({ tenant: tenant({ phoneUnmasked: true }) }, car('c1'), visit()))?.revealed).toEqual({
      number: '(07) 5596 4411',
      href: 'tel:+61755964411',
    })
    expect(await carPhoneView({ tenant: tenant() }, car('c3', null), visit())).toMatchObject({
      name: 'Alpha Motor Group',
      masked: '(07) 3252 XXXX',
    })
  })

  it("warns 'No phone number available' and gives nothing when the car has no number", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = tenant()
    const none = { ...t, dealer: { ...t.dealer, phone: '' }, locations: [] }
    expect(await carPhoneView({ tenant: none }, car('c1'), visit())).toBeNull()
    expect(carPhoneOrWarn(none, car('c1'))).toBeNull()
    expect(warn).toHaveBeenCalledWith('No phone number available', expect.objectContaining({ car: 'c1' }))
    warn.mockClear()
    expect(carPhoneOrWarn(t, car('c1'))?.number).toBe('(07) 5596 4411')
    expect(warn).not.toHaveBeenCalled()
  })
})
