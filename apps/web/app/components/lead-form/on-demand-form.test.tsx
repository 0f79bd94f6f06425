import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// The on-demand part itself (~/lib/on-demand.tsx) needs the router; here it renders the loaded
// form at once and records the options it was given.
const given: { id: string }[] = []
vi.mock('~/lib/on-demand', () => ({
  onDemand: <P extends object>(_load: () => Promise<ComponentType<P>>, options: { id: string }) => {
    given.push(options)
    return (props: P) => <form data-props={JSON.stringify(props)} />
  },
}))

// Test files share their worker's modules (vitest.config.ts, `isolate: false`): another file may
// have loaded ./on-demand-form with the real on-demand part, so this one loads it afresh.
let leadFormOnDemand: typeof import('./on-demand-form').leadFormOnDemand
beforeAll(async () => {
  vi.resetModules()
  ;({ leadFormOnDemand } = await import('./on-demand-form'))
})

describe('a lead form loaded on demand', () => {
  it('holds the form in an element of its own id that lays out as nothing, and waits for the shopper there', () => {
    const Form = leadFormOnDemand<{ name: string }>(() => Promise.reject(new Error('not loaded here')), 'my-form')
    const html = renderToStaticMarkup(<Form name="Alex" />)
    expect(html).toBe(
      '<div id="my-form" style="display:contents"><form data-props="{&quot;name&quot;:&quot;Alex&quot;}"></form></div>',
    )
    expect(given).toEqual([{ id: 'my-form' }])
  })
})
