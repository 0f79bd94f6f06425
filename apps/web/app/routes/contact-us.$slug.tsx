import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { siteName } from '@dealer/domain'
import { telHref } from '@dealer/tenant'
import { contactUsLocations } from '~/.server/lead-forms'
import { locationEnquiryAction, locationEnquiryForm } from '~/.server/location-enquiry'
import { FormPage } from '~/components/lead-form/form-page'
import { EnquiryForm } from '~/components/lead-form/enquiry-form-on-demand'
import { leadFormHeaders } from '~/.server/lead-action'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// A location enquiry (docs/spec-coverage.md, Lead forms): the form carries the location_id
// of the site's sales department (or its first one), and the server decides it, not the body.
function siteOf(context: LoaderFunctionArgs['context'], slug: string | undefined) {
  const [primary] = contactUsLocations(context.tenant, slug)
  if (!primary) throw new Response(null, { status: 404 })
  return primary
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const location = siteOf(context, params.slug)
  const a = location.address
  return {
    location: {
      id: location.id,
      name: siteName(location.name),
      address: `${a.street}, ${a.city} ${a.state} ${a.postcode}`,
      phone: location.phone,
      phoneHref: telHref(location.phone),
    },
    ...(await locationEnquiryForm(request, context)),
  }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const location = siteOf(context, params.slug)
  return locationEnquiryAction(request, context, location.id)
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data ? `Contact ${data.location.name}` : 'Contact Us',
    description: data
      ? `${data.location.name}, ${data.location.address}. Phone ${data.location.phone} or send us a message.`
      : null,
    noindex: !data,
  })

export default function ContactLocation() {
  const { location, options, boot } = useLoaderData<typeof loader>()
  return (
    <FormPage
      title={`Contact ${location.name}`}
      back={{ to: '/contact', label: 'All our locations' }}
      intro={
        <>
          {location.address} · <a href={location.phoneHref}>{location.phone}</a>
        </>
      }
    >
      <EnquiryForm locationId={location.id} options={options} boot={boot} />
    </FormPage>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
