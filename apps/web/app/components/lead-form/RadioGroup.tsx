import { getInputProps } from '@conform-to/react'
import * as pages from '~/styles/lead-pages.css'
import { FieldError, type AnyField } from './LeadForm'

/** A question answered with one of a few options: a fieldset of radios, its message beside it. */
export function RadioGroup(props: {
  meta: AnyField
  legend: string
  options: readonly { value: string; label: string }[]
}) {
  const { meta } = props
  return (
    <fieldset
      className={pages.fieldset}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      aria-invalid={meta.errors ? true : undefined}
    >
      <legend className={pages.legend}>{props.legend}</legend>
      <div className={pages.radios}>
        {props.options.map((o, i) => (
          <label key={o.value} className={pages.radio}>
            <input
              {...getInputProps(meta, { type: 'radio', value: o.value })}
              id={`${meta.id}-${i}`}
              aria-describedby={undefined}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  )
}
