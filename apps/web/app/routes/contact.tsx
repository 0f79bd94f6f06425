import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { contactUsSlug, siteName } from '@dealer/domain'
import { telHref } from '@dealer/tenant'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { enquiryOptions } from '~/.server/lead-forms'
import { EnquiryForm } from '~/components/lead-form/enquiry-form-on-demand'
import { FormPage } from '~/components/lead-form/form-page'
import * as layout from '~/styles/layout.css'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// The general enquiry (docs/spec-coverage.md, Lead forms): the shopper picks the location or
// department, and the category when the dealer lists them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant } = context
  const sites = [...new Map(tenant.locations.filter((l) => l.visible).map((l) => [contactUsSlug(l.name), l])).entries()]
  return {
    dealer: {
      name: tenant.dealer.name,
      phone: tenant.dealer.phone,
      phoneHref: telHref(tenant.dealer.phone),
      email: tenant.dealer.email,
    },
    sites: sites.map(([slug, l]) => ({ slug, name: siteName(l.name) })),
    options: enquiryOptions(tenant, { aboutCar: false }),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  // No car on this page, whatever the body says.
  return leadAction(request, context, {
    form: 'enquiry',
    formOptions: enquiryOptions(context.tenant, { aboutCar: false }),
    serverValues: { car_id: '' },
  })
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: 'Contact Us',
    description: (dealer) =>
      data
        ? `Contact ${dealer}: call ${data.dealer.phone}, email ${data.dealer.email}, or send us your enquiry.`
        : `Contact ${dealer}: send us your enquiry.`,
  })

export default function Contact() {
  const { dealer, sites, options, boot } = useLoaderData<typeof loader>()
  return (
    <FormPage
      title="Contact Us"
      intro={
        <>
          Call <a href={dealer.phoneHref}>{dealer.phone}</a>, email{' '}
          <a href={`mailto:${dealer.email}`}>{dealer.email}</a>, or send us your enquiry below.
        </>
      }
    >
      {sites.length > 1 ? (
        <p className={layout.muted}>
          Or contact one of our dealerships:{' '}
          {sites.map((s, i) => (
            <span key={s.slug}>
              {i > 0 ? ', ' : ''}
              <Link to={`/contact-us/${s.slug}`}>{s.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <EnquiryForm options={options} boot={boot} />
    </FormPage>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
