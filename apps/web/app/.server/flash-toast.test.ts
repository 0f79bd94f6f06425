import { createCookie, type AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { errorToast, TOAST_MS, type Toast } from '~/lib/toast'
import { flashToastCookie, takeFlashToast } from './flash-toast'

const context = { services: { accounts: { cookieSecret: 'test-secret' } } } as unknown as AppLoadContext
const toast: Toast = {
  title: 'Car Removed',
  description: '2020 Hyundai i30 Active is no longer in your watchlist',
  variant: 'default',
  action: { label: 'View List', href: '/watchlist' },
  durationMs: TOAST_MS,
}
const requestWith = (cookie: string | null) =>
  new Request('http://dealer.localhost/cars/x', { headers: cookie ? { cookie } : {} })
const pair = (setCookie: string) => setCookie.split(';')[0]!

describe('flash toast cookie', () => {
  it('carries a toast to the next page, which clears it', async () => {
    const set = await flashToastCookie(requestWith(null), context, toast)
    expect(set).toMatch(/^flash_toast=.+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/)
    const taken = await takeFlashToast(requestWith(pair(set)), context)
    expect(taken.toast).toEqual(toast)
    expect(taken.clear).toMatch(/^flash_toast=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)
  })

  it('is Secure over https', async () => {
    const set = await flashToastCookie(new Request('https://dealer.example/'), context, errorToast('x'))
    expect(set).toContain('; Secure')
  })

  it('drops a cookie that was not signed by us, or holds no toast, and still clears it', async () => {
    const forged = `flash_toast=${Buffer.from(JSON.stringify(JSON.stringify(toast))).toString('base64')}`
    expect(await takeFlashToast(requestWith(forged), context)).toMatchObject({ toast: null, clear: expect.any(String) })
    const otherKey = await createCookie('flash_toast', { secrets: ['another key'] }).serialize(toast)
    expect((await takeFlashToast(requestWith(pair(otherKey)), context)).toast).toBeNull()
    const notAToast = await flashToastCookie(requestWith(null), context, { title: 1 } as unknown as Toast)
    expect((await takeFlashToast(requestWith(pair(notAToast)), context)).toast).toBeNull()
  })

  it('costs nothing on a request without it', async () => {
    expect(await takeFlashToast(requestWith('other=1'), context)).toEqual({ toast: null, clear: null })
  })
})
