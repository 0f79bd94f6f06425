import { getInputProps } from '@conform-to/react'
import type { FocusEvent, ReactNode } from 'react'
import type { AnyField } from './any-field'
import { FieldError, Hint } from './fields'
import * as styles from './fields.css'

/**
 * A text input with a fixed prefix or suffix beside it (the money input's '$', the kilometre
 * input's ' kms'; docs/spec-coverage.md, Trade-in, finance and reserve). The affix is shown, not
 * typed, and is hidden from screen readers, which hear the label instead.
 */
export function AffixedField(props: {
  meta: AnyField
  label: string
  prefix?: string
  suffix?: string
  hint?: string
  placeholder?: string
  children?: ReactNode
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
}) {
  const { meta } = props
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {props.label}
      </label>
      <div className={styles.affixed}>
        {props.prefix ? (
          <span className={styles.affix} aria-hidden="true">
            {props.prefix}
          </span>
        ) : null}
        <input
          {...getInputProps(meta, { type: 'text' })}
          inputMode="numeric"
          autoComplete="off"
          placeholder={props.placeholder}
          className={styles.affixedInput}
          onBlur={props.onBlur}
        />
        {props.suffix ? (
          <span className={styles.affix} aria-hidden="true">
            {props.suffix}
          </span>
        ) : null}
      </div>
      {props.hint ? <Hint>{props.hint}</Hint> : null}
      {props.children}
      <FieldError meta={meta} />
    </div>
  )
}
