import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readTyped, sameProps, writeTyped } from './on-demand'

describe('sameProps', () => {
  it('counts new objects holding the same values as the same props (a revalidation)', () => {
    const served = { car: { id: 'c1', price: 19990, tags: ['used', 'SUV'] }, none: null }
    const again = { car: { id: 'c1', price: 19990, tags: ['used', 'SUV'] }, none: null }
    expect(sameProps(served, again)).toBe(true)
  })

  it('tells a changed value, key or order of a list apart', () => {
    const base = { car: { id: 'c1', tags: ['used', 'SUV'] } }
    expect(sameProps(base, { ...base, car: { id: 'c2', tags: ['used', 'SUV'] } })).toBe(false)
    expect(sameProps(base, { ...base, car: { id: 'c1', tags: ['SUV', 'used'] } })).toBe(false)
    expect(sameProps(base, { ...base, extra: undefined })).toBe(false)
    expect(sameProps({ list: [] }, { list: {} })).toBe(false)
  })

  it('compares functions, dates and other class instances by identity only', () => {
    const onPick = () => {}
    expect(sameProps({ onPick }, { onPick })).toBe(true)
    expect(sameProps({ onPick }, { onPick: () => {} })).toBe(false)
    expect(sameProps({ seen: new Set([1]) }, { seen: new Set([1]) })).toBe(false)
    expect(sameProps({ when: new Date(0) }, { when: new Date(0) })).toBe(false)
    expect(sameProps({ n: NaN }, { n: NaN })).toBe(true)
  })
})

/** A form control as far as readTyped and writeTyped use one: its value and tick live behind accessors on its prototype, as in the DOM. */
class Control extends EventTarget {
  #value: string
  #checked = false
  readonly events: string[] = []
  constructor(
    readonly type: string,
    value = '',
    readonly name = '',
  ) {
    super()
    this.#value = value
    for (const type of ['input', 'change'])
      this.addEventListener(type, (e) => this.events.push(`${e.type}${e.bubbles ? '' : ' (not bubbling)'}`))
  }
  get value() {
    return this.#value
  }
  set value(value: string) {
    this.#value = value
  }
  get checked() {
    return this.#checked
  }
  set checked(checked: boolean) {
    this.#checked = checked
  }
  focus() {
    ;(document as unknown as { activeElement: unknown }).activeElement = this
  }
}

const body = { body: true }
const rootOf = (controls: Control[]) => ({ querySelectorAll: () => controls }) as unknown as Element

describe('readTyped and writeTyped', () => {
  beforeEach(() => vi.stubGlobal('document', { body, activeElement: body }))
  afterEach(() => vi.unstubAllGlobals())

  it('put what was typed, ticked or chosen into the same controls drawn again, announcing only the changes', () => {
    const typedInto = [new Control('text', 'Jo'), new Control('checkbox', 'on'), new Control('select-one', 'month')]
    typedInto[1]!.checked = true
    const typed = readTyped(rootOf(typedInto))
    const drawnAgain = [new Control('text', ''), new Control('checkbox', 'on'), new Control('select-one', 'month')]
    writeTyped(rootOf(drawnAgain), typed)
    expect(drawnAgain.map((c) => [c.value, c.checked])).toEqual([
      ['Jo', false],
      ['on', true],
      ['month', false],
    ])
    expect(drawnAgain.map((c) => c.events)).toEqual([['input', 'change'], ['input', 'change'], []])
  })

  it('set a value behind an own setter such as React’s value tracker, so React sees the input as a change', () => {
    const control = new Control('text', 'server')
    let tracked = 'server'
    const proto = Object.getOwnPropertyDescriptor(Control.prototype, 'value')!
    Object.defineProperty(control, 'value', {
      get: () => proto.get!.call(control) as string,
      set: (value: string) => {
        tracked = value
        proto.set!.call(control, value)
      },
    })
    writeTyped(rootOf([control]), { v: [['typed', false, '']], f: -1 })
    expect(control.value).toBe('typed')
    expect(tracked).toBe('server')
  })

  it('leave file inputs alone (their value cannot be set) and give focus back only when nothing else took it', () => {
    const before = [new Control('file', 'C:\\fakepath\\photo.jpg'), new Control('text', 'a')]
    before[1]!.focus()
    const typed = readTyped(rootOf(before))
    expect(typed.f).toBe(1)
    const again = [new Control('file', ''), new Control('text', '')]
    const elsewhere = { elsewhere: true }
    ;(document as unknown as { activeElement: unknown }).activeElement = elsewhere
    writeTyped(rootOf(again), typed)
    expect(again.map((c) => c.value)).toEqual(['', 'a'])
    expect(document.activeElement).toBe(elsewhere)
    ;(document as unknown as { activeElement: unknown }).activeElement = body
    writeTyped(rootOf(again), typed)
    expect(document.activeElement).toBe(again[1])
  })
  it('leave a control whose name differs from the one read at its place alone (other markup)', () => {
    const typed = readTyped(rootOf([new Control('text', 'Jo', 'name')]))
    const other = new Control('text', '', 'phone')
    writeTyped(rootOf([other]), typed)
    expect(other.value).toBe('')
    expect(other.events).toEqual([])
  })
})
