import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'
import type { AnyField } from './any-field'
import * as styles from './fields.css'

/*
 * Form fields for conform forms: each wires its label, its message and aria-invalid /
 * aria-describedby from the field's metadata, and carries the schema's native constraints
 * (required, pattern, maxLength), so the browser checks the form even before hydration.
 */

/** A field's first message, under it, named by the field's aria-describedby. */
export function FieldError({ meta }: { meta: AnyField }) {
  return meta.errors ? (
    <p id={meta.errorId} className={styles.error}>
      {meta.errors[0]}
    </p>
  ) : null
}

/** A short note under a field or a group of fields. */
export function Hint({ className, ...props }: ComponentProps<'p'>) {
  return <p className={className ? `${styles.hint} ${className}` : styles.hint} {...props} />
}

/** Fields grouped under one legend. */
export function Fieldset({ legend, children, ...props }: ComponentProps<'fieldset'> & { legend: ReactNode }) {
  return (
    <fieldset className={styles.fieldset} {...props}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A labelled input with its message beside it. */
export function TextField(props: {
  meta: AnyField
  label: string
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'datetime-local'
  autoComplete?: string
  placeholder?: string
  inputMode?: 'numeric' | 'text' | 'tel' | 'email'
  hint?: string
}) {
  const { meta } = props
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        {props.label}
        <input
          {...getInputProps(meta, { type: props.type ?? 'text' })}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          className={styles.input}
        />
      </label>
      {props.hint ? <Hint>{props.hint}</Hint> : null}
      <FieldError meta={meta} />
    </div>
  )
}

export function TextAreaField(props: { meta: AnyField; label: string; rows?: number; placeholder?: string }) {
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        {props.label}
        <textarea
          {...getTextareaProps(props.meta)}
          rows={props.rows ?? 5}
          placeholder={props.placeholder}
          className={styles.input}
        />
      </label>
      <FieldError meta={props.meta} />
    </div>
  )
}

export function SelectField(props: {
  meta: AnyField
  label: string
  placeholder?: string
  options: readonly { value: string; label: string; disabled?: boolean }[]
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        {props.label}
        <select {...getSelectProps(props.meta)} className={styles.input}>
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <FieldError meta={props.meta} />
    </div>
  )
}

/**
 * A value the page chose for the shopper, when there is nothing to choose (a dealer's only location):
 * its label and text, sent as a hidden field, with its message should the server refuse it.
 */
export function FixedField(props: { meta: AnyField; label: string; choice: { value: string; label: string } }) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>{props.label}</span>
      <span>{props.choice.label}</span>
      <input type="hidden" name={props.meta.name} value={props.choice.value} />
      <FieldError meta={props.meta} />
    </div>
  )
}

export function CheckboxField(props: { meta: AnyField; label: string }) {
  return (
    <div>
      <label className={styles.check}>
        <input {...getInputProps(props.meta, { type: 'checkbox' })} /> {props.label}
      </label>
      <FieldError meta={props.meta} />
    </div>
  )
}
