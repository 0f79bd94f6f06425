import { getInputProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import * as styles from '~/styles/form.css'
import * as pages from '~/styles/lead-pages.css'
import { FieldError, type AnyField } from './LeadForm'

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
  onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void
}) {
  const { meta } = props
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {props.label}
      </label>
      <div className={pages.affixed}>
        {props.prefix ? (
          <span className={pages.affix} aria-hidden="true">
            {props.prefix}
          </span>
        ) : null}
        <input
          {...getInputProps(meta, { type: 'text' })}
          inputMode="numeric"
          autoComplete="off"
          placeholder={props.placeholder}
          className={pages.affixedInput}
          onBlur={props.onBlur}
        />
        {props.suffix ? (
          <span className={pages.affix} aria-hidden="true">
            {props.suffix}
          </span>
        ) : null}
      </div>
      {props.hint ? <p className={styles.hint}>{props.hint}</p> : null}
      {props.children}
      <FieldError meta={meta} />
    </div>
  )
}
