import { getInputProps } from '@conform-to/react'
import type { AnyField } from './any-field'
import { FieldError, Fieldset } from './fields'
import * as styles from './fields.css'

/** A question answered with one of a few options: a fieldset of radios, its message beside it. */
export function RadioGroup(props: {
  meta: AnyField
  legend: string
  options: readonly { value: string; label: string }[]
}) {
  const { meta } = props
  return (
    <Fieldset
      legend={props.legend}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      aria-invalid={meta.errors ? true : undefined}
    >
      <div className={styles.radios}>
        {props.options.map((o, i) => (
          <label key={o.value} className={styles.radio}>
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
    </Fieldset>
  )
}
