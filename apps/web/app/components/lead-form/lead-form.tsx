import { getFormProps, useForm, type FormMetadata, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { z, type ZodTypeAny } from 'zod'
import { FORM_ERRORS_HEADING, IDEMPOTENCY_FIELD, TERMS_LABEL } from '@dealer/leads/client'
import { CheckboxField, type AnyField } from '@dealer/ui/fields'
import { linkedParams, visitedPages } from '~/lib/visit-trail'
import { useFormKeys } from './form-keys'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'

/*
 * The parts every lead form is made of, so each form route only lists its fields. The names of
 * the hidden fields are the server's (app/.server/lead-guard.ts, lead-action.ts); they are
 * repeated here as literals because that code must not reach the browser bundle.
 */
const HONEYPOT_FIELD = 'hp_contact_confirm'
const FORM_STARTED_FIELD = 'form_started'
const VISITED_PAGES_FIELD = 'visited_pages'
const LINKED_PARAMS_FIELD = 'linked_params'

/**
 * Any form of any schema: the parts below only read names, ids and errors, which do not depend on
 * the schema (conform's own docs type reusable inputs the same way; fields: `AnyField` in @dealer/ui).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema-independent, see above
export type AnyForm = FormMetadata<any, string[]>

/** What a lead form's loader gives its page (LeadFormBoot on the server). */
export interface LeadFormBootData {
  idempotencyKey: string
  formStarted: string
  remembered: { name: string; email: string; phone: string; last_name?: string; postcode?: string } | null
}

const anything = z.record(z.unknown())

/**
 * conform's useForm with the settings every lead form shares: the same zod schema as the server,
 * validation on submit then on input, and the shopper's remembered details as defaults.
 */
export function useLeadForm<Schema extends ZodTypeAny>(options: {
  schema: Schema
  lastResult: SubmissionResult<string[]> | null | undefined
  boot: LeadFormBootData
  defaultValue?: Record<string, unknown>
  id?: string
  /** Submit buttons that skip validation (a multi-step form's Back); they carry formNoValidate too. */
  skipValidation?: (submitter: HTMLElement | null) => boolean
}) {
  const { schema, boot, skipValidation } = options
  return useForm({
    id: options.id,
    lastResult: options.lastResult,
    constraint: getZodConstraint(schema),
    // First checked on submit, then as the shopper corrects: a message appearing on blur moves the
    // submit button between mouse down and mouse up, and the click is lost.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Before hydration (and without JS) the browser's own checks run from the schema's constraints.
    defaultNoValidate: false,
    defaultValue: { ...(boot.remembered ?? {}), ...options.defaultValue } as DefaultValue<z.input<Schema>>,
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, { schema: skipValidation?.(submitter) ? anything : schema }),
  })
}

/**
 * The reply of the route's lead action (every lead action answers with conform's reply), for a
 * form component shared by several routes that cannot name one route's action type.
 */
export function useLeadReply(): SubmissionResult<string[]> | undefined {
  return useActionData() as SubmissionResult<string[]> | undefined
}

/**
 * The form element: the error summary, the hidden fields (idempotency key, honeypot, signed start
 * time, visit trail), the fields, and one submit button that says it is sending.
 */
export function LeadForm(props: {
  form: AnyForm
  boot: LeadFormBootData
  submitLabel: string
  children: ReactNode
  action?: string
  /** Extra hidden values (car_id, location_id ...). */
  hidden?: Record<string, string>
  /** The submit button's name and value, when an action tells several buttons apart. */
  submitName?: string
  submitValue?: string
  /** More buttons, after the submit button in the markup (so Enter submits) but shown before it. */
  extraButtons?: ReactNode
  /**
   * The fields hold other submit buttons (quick-picks): a hidden copy of the submit button goes
   * first, because Enter in a field presses the form's first submit button.
   */
  buttonsInFields?: boolean
}) {
  const { form, boot } = props
  const keys = useFormKeys(boot)
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
  const [trail, setTrail] = useState({ pages: '', params: '', hydrated: false })
  useEffect(() => setTrail({ pages: JSON.stringify(visitedPages()), params: linkedParams(), hydrated: true }), [])
  return (
    <Form
      method="post"
      action={props.action}
      {...getFormProps(form)}
      className={styles.form}
      // Set once the form's code runs in the browser (it may load after the page: on-demand-form.tsx):
      // from then on it checks as the shopper types. Before, it posts as without JavaScript.
      data-hydrated={trail.hydrated ? '' : undefined}
    >
      <ErrorSummary form={form} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={keys.idempotencyKey} />
      <input type="hidden" name={FORM_STARTED_FIELD} value={keys.formStarted} />
      {trail.pages ? <input type="hidden" name={VISITED_PAGES_FIELD} value={trail.pages} /> : null}
      {trail.params ? <input type="hidden" name={LINKED_PARAMS_FIELD} value={trail.params} /> : null}
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* People never see this field; software that fills every field gives itself away. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {props.buttonsInFields ? (
        <button
          type="submit"
          className={styles.honeypot}
          tabIndex={-1}
          aria-hidden="true"
          name={props.submitName}
          value={props.submitValue}
        >
          {props.submitLabel}
        </button>
      ) : null}
      {props.children}
      <div className={styles.actions}>
        <button
          type="submit"
          className={layout.button}
          disabled={sending}
          name={props.submitName}
          value={props.submitValue}
        >
          {sending ? 'Sending…' : props.submitLabel}
        </button>
        {props.extraButtons}
      </div>
    </Form>
  )
}

/** 'Please fix the following errors:' and every message, form-level ones first (docs/spec-coverage.md, Lead forms). */
export function ErrorSummary({ form }: { form: AnyForm }) {
  const messages = [
    ...(form.errors ?? []),
    ...Object.entries(form.allErrors).flatMap(([name, m]) => (name === '' ? [] : m)),
  ]
  const unique = [...new Set(messages)]
  if (unique.length === 0) return null
  return (
    <div role="alert" className={styles.alert} id={form.errorId}>
      <p className={styles.alertHeading}>{FORM_ERRORS_HEADING}</p>
      <ul>
        {unique.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  )
}

/** The disclaimer checkbox with the spec's label (docs/spec-coverage.md, Lead forms). */
export function TermsField({ meta }: { meta: AnyField }) {
  return <CheckboxField meta={meta} label={TERMS_LABEL} />
}
