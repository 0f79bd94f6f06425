import { randomUUID } from 'node:crypto'
import { describeEachDatabase } from '@dealer/db/testing'
import { expect, it } from 'vitest'
import { createSignInService, SIGN_IN_MESSAGES } from './sign-in'
import type { SmsMessage, SmsSender } from './sms'

function recordingSms(): SmsSender & { sent: SmsMessage[]; failing: boolean } {
  const box = {
    sent: [] as SmsMessage[],
    failing: false,
    async send(m: SmsMessage) {
      if (box.failing) throw new Error('gateway down')
      box.sent.push(m)
    },
  }
  return box
}

const t0 = new Date('2026-11-23T00:00:00.000Z')
const later = (ms: number) => new Date(t0.getTime() + ms)
const codeOf = (m: SmsMessage | undefined) => /(\d{6})/.exec(m?.text ?? '')?.[1] ?? ''

describeEachDatabase('phone sign-in', (ctx) => {
  const setup = () => {
    const sms = recordingSms()
    const service = createSignInService({ database: ctx().database, sms, secret: 'test-secret' })
    const tenant = `t-${randomUUID()}`
    const request = (phone: unknown, now = t0, clientAddress = '203.0.113.5') =>
      service.requestCode({ tenant, dealerName: 'Harbour City', phone, clientAddress, now })
    return { sms, service, tenant, request }
  }

  it('sends a 6-digit code to an Australian mobile and signs in with it once', async () => {
    const { sms, service, tenant, request } = setup()
    expect(await request('+61 412 345 678')).toEqual({ ok: true, phone: '0412345678' })
    expect(sms.sent).toHaveLength(1)
    expect(sms.sent[0]).toMatchObject({ tenant, to: '0412345678' })
    expect(sms.sent[0]?.text).toMatch(/^\d{6} is your Harbour City sign-in code\. It expires in 10 minutes\.$/)
    const code = codeOf(sms.sent[0])
    const ok = await service.verifyCode({ tenant, phone: '0412345678', code, now: later(1000) })
    expect(ok.ok).toBe(true)
    if (!ok.ok) return
    expect(await service.sessionPhone(tenant, ok.sessionToken, later(2000))).toBe('0412345678')
    // Single use.
    const again = await service.verifyCode({ tenant, phone: '0412345678', code, now: later(3000) })
    expect(again).toEqual({ ok: false, message: SIGN_IN_MESSAGES.noCode, locked: true })
  })

  it('refuses numbers that are not Australian mobiles, saying which rule', async () => {
    const { sms, request } = setup()
    expect(await request('')).toMatchObject({ ok: false, field: 'phone', message: SIGN_IN_MESSAGES.phoneRequired })
    expect(await request('02 9876 5432')).toMatchObject({ ok: false, message: SIGN_IN_MESSAGES.phoneInvalid })
    expect(await request('0412 345')).toMatchObject({ ok: false, message: SIGN_IN_MESSAGES.phoneInvalid })
    expect(await request(['0412345678'])).toMatchObject({ ok: false, message: SIGN_IN_MESSAGES.phoneRequired })
    expect(sms.sent).toHaveLength(0)
  })

  it('expires a code after 10 minutes, not before', async () => {
    const { sms, service, tenant, request } = setup()
    await request('0412345678')
    const code = codeOf(sms.sent[0])
    const res = await service.verifyCode({ tenant, phone: '0412345678', code, now: later(10 * 60_000) })
    expect(res).toEqual({ ok: false, message: SIGN_IN_MESSAGES.codeExpired, locked: true })
    // The last millisecond of its life still counts (the browser tests run on a frozen clock).
    await request('0412000111')
    const last = await service.verifyCode({
      tenant,
      phone: '0412000111',
      code: codeOf(sms.sent[1]),
      now: later(10 * 60_000 - 1),
    })
    expect(last.ok).toBe(true)
  })

  it('locks a code after 5 wrong tries, even for the right code after', async () => {
    const { sms, service, tenant, request } = setup()
    await request('0412345678')
    const code = codeOf(sms.sent[0])
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await service.verifyCode({ tenant, phone: '0412345678', code: wrong, now: later(1000) })
      if (!res.ok) messages.push(res.message)
    }
    expect(messages).toEqual([
      SIGN_IN_MESSAGES.codeWrong(4),
      SIGN_IN_MESSAGES.codeWrong(3),
      SIGN_IN_MESSAGES.codeWrong(2),
      SIGN_IN_MESSAGES.codeWrong(1),
      SIGN_IN_MESSAGES.codeLocked,
    ])
    expect(SIGN_IN_MESSAGES.codeWrong(1)).toContain('1 try left')
    const right = await service.verifyCode({ tenant, phone: '0412345678', code, now: later(2000) })
    expect(right).toEqual({ ok: false, message: SIGN_IN_MESSAGES.codeLocked, locked: true })
  })

  it('a newer code replaces the older one', async () => {
    const { sms, service, tenant, request } = setup()
    await request('0412345678')
    await request('0412345678', later(1000))
    const old = codeOf(sms.sent[0])
    const fresh = codeOf(sms.sent[1])
    if (old !== fresh) {
      const res = await service.verifyCode({ tenant, phone: '0412345678', code: old, now: later(2000) })
      expect(res.ok).toBe(false)
    }
    expect((await service.verifyCode({ tenant, phone: '0412345678', code: fresh, now: later(3000) })).ok).toBe(true)
  })

  it('a newer code replaces the older one sent in the same millisecond', async () => {
    const { sms, service, tenant, request } = setup()
    await request('0412345678')
    await request('0412345678')
    const [old, fresh] = [codeOf(sms.sent[0]), codeOf(sms.sent[1])]
    if (old !== fresh) {
      expect(await service.verifyCode({ tenant, phone: '0412345678', code: old, now: later(1) })).toMatchObject({
        ok: false,
        locked: false,
      })
    }
    expect((await service.verifyCode({ tenant, phone: '0412345678', code: fresh, now: later(2) })).ok).toBe(true)
  })

  it('sends at most 3 codes per phone and 10 per address in 10 minutes', async () => {
    const { sms, request } = setup()
    for (let i = 0; i < 3; i++) expect((await request('0412345678', later(i))).ok).toBe(true)
    expect(await request('0412345678', later(5))).toMatchObject({
      ok: false,
      message: SIGN_IN_MESSAGES.tooManyForPhone,
    })
    expect((await request('0412345678', later(10 * 60_000 + 1))).ok).toBe(true)

    for (let i = 0; i < 6; i++) expect((await request(`04000000${10 + i}`, later(100 + i))).ok).toBe(true)
    expect(await request('0499999999', later(200))).toMatchObject({
      ok: false,
      message: SIGN_IN_MESSAGES.tooManyForClient,
    })
    expect((await request('0499999999', later(200), '198.51.100.7')).ok).toBe(true)
    expect(sms.sent).toHaveLength(11)
  })

  it('gives the same answer for a phone that has signed in before and one that has not', async () => {
    const { sms, service, tenant, request } = setup()
    await request('0412345678')
    await service.verifyCode({ tenant, phone: '0412345678', code: codeOf(sms.sent[0]), now: later(1) })
    expect(await request('0412345678', later(2))).toEqual({ ok: true, phone: '0412345678' })
    expect(await request('0412000000', later(3))).toEqual({ ok: true, phone: '0412000000' })
  })

  it('says so when the SMS cannot be sent', async () => {
    const { sms, request } = setup()
    sms.failing = true
    expect(await request('0412345678')).toMatchObject({
      ok: false,
      field: 'form',
      message: SIGN_IN_MESSAGES.sendFailed,
    })
  })

  it('does not count a code the SMS service refused toward the phone’s 3, but does toward the address’s cap', async () => {
    const { sms, service, tenant, request } = setup()
    sms.failing = true
    for (let i = 0; i < 3; i++) expect(await request('0412345678', later(i))).toMatchObject({ ok: false })
    sms.failing = false
    // The outage is over: the phone still gets its codes, and the one it gets works.
    expect(await request('0412345678', later(3))).toEqual({ ok: true, phone: '0412345678' })
    expect(sms.sent).toHaveLength(1)
    const signedIn = await service.verifyCode({ tenant, phone: '0412345678', code: codeOf(sms.sent[0]), now: later(4) })
    expect(signedIn).toMatchObject({ ok: true })
    // The address asked for 4 codes: 6 more reach its cap of 10, the 11th is refused.
    for (let i = 0; i < 6; i++) expect(await request(`04120000${10 + i}`, later(5))).toMatchObject({ ok: true })
    expect(await request('0412000099', later(5))).toMatchObject({
      ok: false,
      message: SIGN_IN_MESSAGES.tooManyForClient,
    })
  })

  it('scopes sessions to their tenant and ends them at sign-out', async () => {
    const { sms, service, tenant, request } = setup()
    await request('0412345678')
    const res = await service.verifyCode({ tenant, phone: '0412345678', code: codeOf(sms.sent[0]), now: later(1) })
    if (!res.ok) throw new Error('sign-in failed')
    expect(await service.sessionPhone(`other-${tenant}`, res.sessionToken, later(2))).toBeNull()
    expect(await service.sessionPhone(tenant, 'not-a-token', later(2))).toBeNull()
    expect(await service.sessionPhone(tenant, res.sessionToken, later(2))).toBe('0412345678')
    await service.endSession(tenant, res.sessionToken, later(3))
    expect(await service.sessionPhone(tenant, res.sessionToken, later(4))).toBeNull()
  })

  it('a code from one dealer does not sign in on another', async () => {
    const { sms, service, tenant, request } = setup()
    await request('0412345678')
    const res = await service.verifyCode({
      tenant: `other-${tenant}`,
      phone: '0412345678',
      code: codeOf(sms.sent[0]),
      now: later(1),
    })
    expect(res.ok).toBe(false)
  })
})
