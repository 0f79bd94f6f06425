import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { leadFormOnDemand } from './on-demand-form'

// The on-demand part itself (~/lib/on-demand.tsx) needs the router; here it renders the loaded
// form at once and records the options it was given.
const given: { id: string }[] = []
vi.mock('~/lib/on-demand', () => ({
  onDemand: <P extends object>(_load: () => Promise<ComponentType<P>>, options: { id: string }) => {
    given.push(options)
    return (props: P) => <form data-props={JSON.stringify(props)} />
  },
}))

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
