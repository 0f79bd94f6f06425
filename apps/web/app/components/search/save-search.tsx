import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { SAVED_SEARCH_TEXT, saveSearchSchema } from '@dealer/accounts/client'
import { TextField } from '@dealer/ui/fields'
import type { SaveSearchPanel } from '~/lib/save-search-panel'
import * as layout from '~/styles/layout.css'
import { fieldStyles } from '@dealer/ui/fields'
import * as formStyles from '~/styles/form.css'
import * as styles from '~/styles/saved-searches.css'

/** The field constraints of the form, read from its schema once rather than on every render. */
const SAVE_SEARCH_CONSTRAINT = getZodConstraint(saveSearchSchema)

/**
 * 'Save this search': the alert address and one button, a POST to the search's own URL that
 * works without JavaScript. Back from sign-in (`panel.confirm`) it is filled in and says so,
 * so one click saves.
 */
export function SaveSearch({ action, panel, one }: { action: string; panel: SaveSearchPanel; one: string }) {
  const lastResult = useActionData() as SubmissionResult<string[]> | undefined
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formAction === action
  const [form, fields] = useForm({
    id: 'save-search',
    lastResult,
    constraint: SAVE_SEARCH_CONSTRAINT,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: { email: panel.email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveSearchSchema }),
  })
  if (panel.signedIn && panel.savedEmail) {
    return (
      <section className={styles.panel} aria-label="Saved search">
        <p className={styles.note}>
          You saved this search: alerts go to {panel.savedEmail}. <Link to="/saved-searches">Your saved searches</Link>
        </p>
      </section>
    )
  }
  if (panel.signedIn && panel.limitReached) {
    return (
      <section className={styles.panel} aria-label="Save this search">
        <p className={styles.note} role="status">
          {SAVED_SEARCH_TEXT.limit(panel.limit)} <Link to="/saved-searches">Your saved searches</Link>
        </p>
      </section>
    )
  }
  return (
    <section className={styles.panel} aria-label="Save this search">
      {panel.signedIn && panel.confirm ? (
        <p className={styles.confirm} role="status">
          {SAVED_SEARCH_TEXT.confirm(one)}
        </p>
      ) : null}
      {form.errors?.length ? (
        <div role="alert" className={formStyles.alert} id={form.errorId}>
          <p className={formStyles.alertHeading}>{form.errors[0]}</p>
          <p>
            <Link to="/saved-searches">Your saved searches</Link>
          </p>
        </div>
      ) : null}
      <Form method="post" action={action} {...getFormProps(form)} className={styles.form}>
        <div className={styles.emailField}>
          <TextField
            meta={fields.email}
            label={SAVED_SEARCH_TEXT.emailLabel}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </div>
        <button type="submit" className={layout.button} disabled={sending}>
          {SAVED_SEARCH_TEXT.button}
        </button>
      </Form>
      <p className={fieldStyles.hint}>{SAVED_SEARCH_TEXT.emailHint(one)}</p>
    </section>
  )
}
