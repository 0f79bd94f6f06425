import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { enquiryOptions } from '~/.server/lead-forms'
import { orderNowSubject } from '~/.server/model-page'
import { EnquiryForm } from '~/components/lead-form/enquiry-form-on-demand'
import { RouteError } from '~/components/route-error'
import { modelPageHref, orderNowHref } from '~/lib/model-links'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'

// The order-now form (docs/spec-coverage.md, Dealer site: models):
// /models/order-now?model_id={slug}&model_name={name}&vehicle={full variant name}, prefilled with the
// model and variant, sent through the lead pipeline as an enquiry about a new vehicle.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    subject: await orderNowSubject(context, new URL(request.url)),
    options: enquiryOptions(context.tenant, { aboutCar: true }),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const subject = await orderNowSubject(context, new URL(request.url))
  // The model is the URL's, checked against the dealer's range, whatever the body says.
  return leadAction(request, context, {
    form: 'enquiry',
    formOptions: enquiryOptions(context.tenant, { aboutCar: true }),
    serverValues: {
      car_id: '',
      stock_number: '',
      'Vehicle Make': subject.make,
      'Vehicle Model': subject.leadModel,
      vehicle_status: 'new',
    },
  })
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data ? `Get a Quote: ${data.subject.vehicle ?? data.subject.title}` : 'Get a Quote',
    noindex: true,
    // The page is its model's (and variant's): /models/order-now alone is a 404.
    path: data
      ? orderNowHref(data.subject, data.subject.vehicle ? { full_name: data.subject.vehicle } : null)
      : undefined,
  })

export default function OrderNow() {
  const { subject, options, boot } = useLoaderData<typeof loader>()
  const vehicle = subject.vehicle ?? subject.title
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        <p className={layout.muted} data-back-link>
          <Link to={modelPageHref(subject)}>← Back to the {subject.title}</Link>
        </p>
        <h1 className={layout.sectionTitle}>Get a Quote</h1>
        <p>
          On the <strong>{vehicle}</strong>
        </p>
        <EnquiryForm
          options={options}
          boot={boot}
          submitLabel="Request a Quote"
          message={`I'd like a quote on the ${vehicle}.`}
        />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
