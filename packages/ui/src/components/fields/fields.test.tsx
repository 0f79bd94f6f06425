import { useForm, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AnyField } from './any-field'
import { AffixedField } from './affixed-field'
import { CheckboxField, FieldError, Fieldset, FixedField, Hint, SelectField, TextAreaField, TextField } from './fields'
import * as styles from './fields.css'
import { RadioGroup } from './radio-group'

type Fields = Record<'name' | 'message' | 'state' | 'opt_in' | 'price' | 'colour', AnyField>

/** A conform form as a page has it, after the server answered with `errors` (none: a fresh form). */
function render(children: (fields: Fields) => ReactNode, errors?: Record<string, string[]>) {
  function Form() {
    const lastResult: SubmissionResult<string[]> | undefined = errors
      ? { status: 'error', initialValue: {}, error: errors, state: { validated: mapValues(errors) } }
      : undefined
    const [, fields] = useForm({
      id: 'f',
      lastResult,
      constraint: { name: { required: true, maxLength: 80 }, state: { required: true } },
    })
    return <>{children(fields as unknown as Fields)}</>
  }
  return renderToStaticMarkup(<Form />)
}
const mapValues = (errors: Record<string, unknown>) => Object.fromEntries(Object.keys(errors).map((k) => [k, true]))
/** The opening tag of the control named `name`, whatever the order of its attributes. */
const control = (html: string, name: string) =>
  new RegExp(`<(input|select|textarea)[^>]* name="${name}"[^>]*>`).exec(html)?.[0] ?? ''

describe('form fields', () => {
  it('TextField: a labelled input with the schema constraints, a hint and no message while valid', () => {
    const html = render((f) => <TextField meta={f.name} label="Name" autoComplete="name" hint="As on your licence" />)
    expect(html).toContain(`<label class="${styles.label}">Name<input`)
    expect(control(html, 'name')).toContain('required=""')
    expect(control(html, 'name')).toContain('maxLength="80"')
    expect(control(html, 'name')).toContain('autoComplete="name"')
    expect(html).toContain(`<p class="${styles.hint}">As on your licence</p>`)
    expect(html).not.toContain('aria-invalid')
  })

  it('TextField: the first message under the field, named by aria-describedby', () => {
    const html = render((f) => <TextField meta={f.name} label="Name" />, { name: ['Please enter your name', 'x'] })
    const id = /<input[^>]* aria-describedby="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain(`<p id="${id}" class="${styles.error}">Please enter your name</p>`)
    expect(html).not.toContain('>x<')
  })

  it('TextAreaField, SelectField and CheckboxField', () => {
    const html = render((f) => (
      <>
        <TextAreaField meta={f.message} label="Message" rows={3} />
        <SelectField
          meta={f.state}
          label="State"
          placeholder="Select a state"
          options={[
            { value: 'NSW', label: 'NSW' },
            { value: 'VIC', label: 'VIC', disabled: true },
          ]}
        />
        <CheckboxField meta={f.opt_in} label="Keep me informed" />
      </>
    ))
    expect(control(html, 'message')).toMatch(/^<textarea[^>]* rows="3"/)
    expect(control(html, 'state')).toMatch(/^<select[^>]* required=""/)
    expect(html).toContain('<option value="">Select a state</option><option value="NSW">NSW</option>')
    expect(html).toContain('<option value="VIC" disabled="">VIC</option>')
    expect(html).toMatch(
      new RegExp(`<label class="${styles.check}"><input[^>]* name="opt_in"[^>]*/> Keep me informed</label>`),
    )
    expect(control(html, 'opt_in')).toContain('type="checkbox"')
  })

  it('AffixedField: the affix is shown beside the input and hidden from screen readers', () => {
    const html = render((f) => (
      <AffixedField meta={f.price} label="Vehicle price" prefix="$" hint="Before on-road costs" />
    ))
    expect(html).toMatch(/<label class="[^"]+" for="([^"]+)">Vehicle price<\/label>/)
    expect(html).toContain(`<span class="${styles.affix}" aria-hidden="true">$</span><input`)
    expect(control(html, 'price')).toContain('inputMode="numeric"')
    expect(html).toContain(`<p class="${styles.hint}">Before on-road costs</p>`)
    const suffixed = render((f) => <AffixedField meta={f.price} label="Kilometres" suffix=" kms" />)
    expect(suffixed).toMatch(/<input[^>]*\/><span class="[^"]+" aria-hidden="true"> kms<\/span>/)
  })

  it('RadioGroup: one radio per option under the legend; the message is the fieldset’s description', () => {
    const options = [
      { value: 'red', label: 'Red' },
      { value: 'blue', label: 'Blue' },
    ]
    const fresh = render((f) => <RadioGroup meta={f.colour} legend="Colour" options={options} />)
    expect(fresh).toContain(`<fieldset class="${styles.fieldset}"><legend class="${styles.legend}">Colour</legend>`)
    expect(fresh.match(/type="radio"/g)).toHaveLength(2)
    expect(fresh).toMatch(/value="blue"[^>]*\/>Blue<\/label>/)
    const failed = render((f) => <RadioGroup meta={f.colour} legend="Colour" options={options} />, {
      colour: ['Please choose one'],
    })
    const describedBy = /<fieldset class="[^"]+" aria-describedby="([^"]+)" aria-invalid="true">/.exec(failed)?.[1]
    expect(failed).toContain(`<p id="${describedBy}" class="${styles.error}">Please choose one</p>`)
  })

  it('FixedField: the only choice as text under its label, sent as a hidden field; a refusal beside it', () => {
    const choice = { value: 'loc-1', label: 'Bentley' }
    const html = render((f) => <FixedField meta={f.state} label="Location" choice={choice} />)
    expect(html).toBe(
      `<div class="${styles.field}"><span class="${styles.label}">Location</span><span>Bentley</span>` +
        '<input type="hidden" name="state" value="loc-1"/></div>',
    )
    expect(html).not.toContain('<select')
    const refused = render((f) => <FixedField meta={f.state} label="Location" choice={choice} />, {
      state: ['Please select a dealership location.'],
    })
    expect(refused).toContain(`class="${styles.error}">Please select a dealership location.</p>`)
  })

  it('Fieldset, Hint and FieldError stand alone too', () => {
    const html = render((f) => (
      <Fieldset legend="Your car">
        <Hint className="wide" aria-live="polite">
          Step 2 confirms it
        </Hint>
        <FieldError meta={f.name} />
      </Fieldset>
    ))
    expect(html).toBe(
      `<fieldset class="${styles.fieldset}"><legend class="${styles.legend}">Your car</legend>` +
        `<p class="${styles.hint} wide" aria-live="polite">Step 2 confirms it</p></fieldset>`,
    )
  })
})
