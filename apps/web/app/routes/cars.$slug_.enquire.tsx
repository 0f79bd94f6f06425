import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { findCarBySlug } from '@dealer/db'
import { carDisplayName, isVisible } from '@dealer/domain'
import { LeadValidationError, newIdempotencyKey, submitLead } from '@dealer/leads'
import { enquirySchema, FORM_ERRORS_HEADING, IDEMPOTENCY_FIELD, SUBMIT_FAILED_MESSAGE, TERMS_LABEL } from '@dealer/leads/client'
import { leadTenant } from '~/.server/leads'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/

async function loadCar({ params, context }: { params: LoaderFunctionArgs['params']; context: LoaderFunctionArgs['context'] }) {
  const slug = params.slug ?? ''
  const car = SLUG.test(slug) ? await findCarBySlug(context.services.database.db, context.tenant.slug, slug) : undefined
  if (!car || !isVisible(car, context.services.now(), context.tenant.dealer.include_sold_cars_days)) {
    throw new Response(null, { status: 404 })
  }
  return car
}

export async function loader(args: LoaderFunctionArgs) {
  const car = await loadCar(args)
  return { car: { id: car.id, slug: car.slug, name: carDisplayName(car) }, idempotencyKey: newIdempotencyKey() }
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args
  const car = await loadCar(args)
  const formData = await request.formData()
  const schema = enquirySchema()
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 })
  try {
    const url = new URL(request.url)
    const { leadId } = await submitLead(
      context.services.database.db,
      leadTenant(context.tenant),
      {
        form: 'enquiry',
        values: { ...submission.value, car_id: car.id },
        context: { url: url.toString(), userAgent: request.headers.get('user-agent') },
      },
      { idempotencyKey: String(formData.get(IDEMPOTENCY_FIELD) ?? ''), now: context.services.now() },
    )
    // Acknowledged only now: the lead and its delivery rows are committed.
    context.services.leadDelivery?.wake()
    return redirect(`/success?lead=${encodeURIComponent(leadId)}`, 303)
  } catch (err) {
    if (!(err instanceof LeadValidationError)) console.error('enquiry failed', err)
    return Response.json(submission.reply({ formErrors: [SUBMIT_FAILED_MESSAGE] }), { status: err instanceof LeadValidationError ? 400 : 503 })
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Enquire about the ${data.car.name}` : 'Enquire' }]

export default function Enquire() {
  const { car, idempotencyKey } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(enquirySchema()),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { opt_in: 'on' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema() }),
  })
  const errorList = Object.entries(form.allErrors).flatMap(([, messages]) => messages)
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        <p className={layout.muted}>
          <Link to={`/cars/${car.slug}`}>← Back to the {car.name}</Link>
        </p>
        <h1 className={layout.sectionTitle}>Enquire Now</h1>
        <p>About the {car.name}</p>
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          {form.errors?.length || errorList.length > 0 ? (
            <div role="alert" className={styles.alert} id={form.errorId}>
              <p className={styles.alertHeading}>{FORM_ERRORS_HEADING}</p>
              <ul>
                {(form.errors?.length ? form.errors : errorList).map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
          <input type="hidden" name="car_id" value={car.id} />
          <Field label="Name" errors={fields.name.errors} errorId={fields.name.errorId}>
            <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={styles.input} />
          </Field>
          <Field label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
            <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={styles.input} />
          </Field>
          <Field label="Phone" errors={fields.phone.errors} errorId={fields.phone.errorId}>
            <input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" className={styles.input} />
          </Field>
          <Field label="Comments" errors={fields.message.errors} errorId={fields.message.errorId}>
            <textarea {...getTextareaProps(fields.message)} rows={5} className={styles.input} />
          </Field>
          <label className={styles.check}>
            <input {...getInputProps(fields.opt_in, { type: 'checkbox' })} /> Keep me up to date with offers and news
          </label>
          <div>
            <label className={styles.check}>
              <input {...getInputProps(fields.terms_conditions, { type: 'checkbox' })} /> {TERMS_LABEL}
            </label>
            {fields.terms_conditions.errors ? (
              <p id={fields.terms_conditions.errorId} className={styles.error}>
                {fields.terms_conditions.errors[0]}
              </p>
            ) : null}
          </div>
          <button type="submit" className={layout.button} disabled={navigation.state === 'submitting'}>
            {navigation.state === 'submitting' ? 'Sending…' : 'Send Enquiry'}
          </button>
        </Form>
      </div>
    </div>
  )
}

function Field(props: { label: string; errors?: string[]; errorId: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        {props.label}
        {props.children}
      </label>
      {props.errors ? (
        <p id={props.errorId} className={styles.error}>
          {props.errors[0]}
        </p>
      ) : null}
    </div>
  )
}
