import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdSubmits } from './held-submits'

// No DOM in this suite: a window that dispatches events, forms that record how they were submitted.
class FakeForm extends EventTarget {
  isConnected = true
  submitted: (FakeButton | undefined)[] = []
  requestSubmit(submitter?: FakeButton) {
    this.submitted.push(submitter)
  }
  contains(node: unknown) {
    return node === this || (node instanceof FakeButton && node.form === this)
  }
}
class FakeButton {
  constructor(readonly form: FakeForm) {}
}
class FakePart {
  constructor(readonly forms: FakeForm[]) {}
  contains(node: unknown) {
    return this.forms.some((f) => f.contains(node))
  }
}

/** A submit event as the browser sends it, through window's capture phase first. */
function submit(form: FakeForm, submitter: FakeButton | null) {
  const event = new Event('submit', { cancelable: true })
  Object.defineProperties(event, { target: { value: form }, submitter: { value: submitter } })
  window.dispatchEvent(event)
  const reachedReact = !event.defaultPrevented
  return { event, reachedReact }
}

describe('holdSubmits', () => {
  let parts: Record<string, FakePart>
  beforeEach(() => {
    vi.useFakeTimers()
    parts = {}
    vi.stubGlobal('window', Object.assign(new EventTarget(), { setTimeout }))
    vi.stubGlobal('document', { getElementById: (id: string) => parts[id] ?? null })
    vi.stubGlobal('HTMLFormElement', FakeForm)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('holds a submit inside the part until released, then makes it again with its submitter', () => {
    const form = new FakeForm()
    const button = new FakeButton(form)
    parts.favourite = new FakePart([form])
    const hold = holdSubmits('favourite')
    const first = submit(form, button)
    expect(first.event.defaultPrevented).toBe(true)
    expect(form.submitted).toEqual([])
    // A second press while the first waits is the same press.
    submit(form, button)
    hold.release()
    expect(form.submitted).toEqual([button])
    // Released: submits pass untouched (the part's own handlers take them).
    expect(submit(form, button).reachedReact).toBe(true)
    hold.release()
    expect(form.submitted).toEqual([button])
  })

  it('leaves forms outside the part alone, and releases with nothing held without submitting', () => {
    const inside = new FakeForm()
    const outside = new FakeForm()
    parts.watchlist = new FakePart([inside])
    const hold = holdSubmits('watchlist')
    expect(submit(outside, null).reachedReact).toBe(true)
    hold.release()
    expect(inside.submitted).toEqual([])
    expect(outside.submitted).toEqual([])
  })

  it('posts as without JavaScript when the code does not come in time', () => {
    const form = new FakeForm()
    parts['compare-toggle'] = new FakePart([form])
    holdSubmits('compare-toggle', 8000)
    submit(form, null)
    vi.advanceTimersByTime(7999)
    expect(form.submitted).toEqual([])
    vi.advanceTimersByTime(1)
    expect(form.submitted).toEqual([undefined])
    // The listener is gone: the form's own submit now goes to the browser.
    expect(submit(form, null).reachedReact).toBe(true)
  })

  it('does nothing on the server', () => {
    vi.stubGlobal('window', undefined)
    expect(() => holdSubmits('favourite').release()).not.toThrow()
  })
})
