import { Writable } from 'node:stream'
import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { errorToast, type Toast } from '~/lib/toast'
import { ToastProvider, ToastRegion } from './toast'

const saved: Toast = {
  title: 'Car Saved In Watchlist',
  description: '2021 Toyota RAV4 GXL is now available in your watchlist',
  variant: 'default',
  action: { label: 'View List', href: '/watchlist' },
  durationMs: 8000,
}

/**
 * The HTML the server sends (entry.server waits for every part before it answers): the toast's own
 * code loads on demand (React.lazy), so a plain renderToStaticMarkup would draw an empty region.
 * React's boundary comments are left out.
 */
async function serverHtml(element: ReactElement): Promise<string> {
  const chunks: Buffer[] = []
  await new Promise<void>((resolve, reject) => {
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
    })
    body.on('finish', resolve)
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(body), onShellError: reject })
  })
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/<!--\/?\$-->/g, '')
}

/** The content of the element with `role` (the regions hold no nested elements of the same tag). */
function region(html: string, role: 'status' | 'alert'): string {
  const live = role === 'status' ? 'polite' : 'assertive'
  const match = new RegExp(`<div aria-live="${live}"[^>]*>(.*?)</div></div>`).exec(html)
  if (!match) {
    const empty = new RegExp(`<div aria-live="${live}"[^>]*></div>`).exec(html)
    if (empty) return ''
    throw new Error(`no ${role} region in ${html}`)
  }
  return match[1]!
}

describe('toast region', () => {
  it('puts news in the polite status region, with its title, line and action', async () => {
    const html = await serverHtml(<ToastRegion shown={{ id: 1, toast: saved }} onDone={() => {}} />)
    expect(html).toContain('<div aria-live="polite" aria-atomic="true">')
    expect(html).toMatch(/<div class="[^"]*" data-variant="default" role="status"/)
    const status = region(html, 'status')
    expect(status).toContain('Car Saved In Watchlist')
    expect(status).toContain('2021 Toyota RAV4 GXL is now available in your watchlist')
    expect(status).toMatch(/<a class="[^"]*" href="\/watchlist">View List<\/a>/)
    expect(html).toMatch(/<div aria-live="assertive" aria-atomic="true"><\/div>/)
    expect(html).not.toContain('role="alert"')
    // The CSS timer leaves the fade for the end of its time.
    expect(html).toContain('animation-delay:7800ms')
  })

  it("puts a 'destructive' toast in the alert region and nothing in the status one", async () => {
    const html = await serverHtml(
      <ToastRegion shown={{ id: 2, toast: errorToast('This car is no longer listed.') }} onDone={() => {}} />,
    )
    expect(html).toMatch(/<div aria-live="polite" aria-atomic="true"><\/div>/)
    expect(html).toContain('data-variant="destructive"')
    expect(html).toContain('This car is no longer listed.')
    expect(html.indexOf('This car is no longer listed.')).toBeGreaterThan(html.indexOf('aria-live="assertive"'))
    expect(html).toMatch(/<div class="[^"]*" data-variant="destructive" role="alert"/)
  })

  it('keeps both regions on the page when there is no toast, so later ones are announced', async () => {
    const html = await serverHtml(<ToastRegion shown={null} onDone={() => {}} />)
    expect(html).toMatch(/<div aria-live="polite"[^>]*><\/div>/)
    expect(html).not.toMatch(/role="(status|alert)"/)
    expect(html).toMatch(/<div aria-live="assertive"[^>]*><\/div>/)
  })

  it("draws the server's flash toast on the first render, without a dismiss button that would need JavaScript", async () => {
    const html = await serverHtml(
      <ToastProvider initial={saved}>
        <p>page</p>
      </ToastProvider>,
    )
    expect(html).toContain('<p>page</p>')
    expect(html).toContain('Car Saved In Watchlist')
    expect(html).not.toContain('Dismiss')
  })
})
