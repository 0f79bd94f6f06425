import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { carDisplayName } from '@dealer/domain'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { testDriveOptions } from '~/.server/lead-forms'
import { TestDriveForm } from '~/components/lead-form/test-drive-form-on-demand'
import { carFromQuery } from '~/.server/visible-car'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

// The general booking page (docs/spec-coverage.md, Lead forms): the shopper picks the location. A link
// with ?car_id= books that car (at its own yard, when it has one).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const car = await carFromQuery(context, request)
  return {
    dealer: context.tenant.dealer.name,
    car: car ? { id: car.id, slug: car.slug, name: carDisplayName(car) } : null,
    options: testDriveOptions(context.tenant, { carLocationId: car?.location_id, now: context.services.now() }),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const car = await carFromQuery(context, request)
  const options = testDriveOptions(context.tenant, { carLocationId: car?.location_id, now: context.services.now() })
  const fixed = options.availability?.fixedLocationId
  // The car and its yard come from the page's URL, never from the body.
  return leadAction(request, context, {
    form: 'test-drive',
    formOptions: options,
    serverValues: { car_id: car?.id ?? '', ...(fixed ? { location: fixed } : {}) },
  })
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: 'Book a Test Drive',
    description: (dealer) =>
      `Book a test drive with ${dealer}: send your details, with a day and time if you like, and we will confirm with you.`,
  })

export default function BookTestDrive() {
  const { car, options, boot } = useLoaderData<typeof loader>()
  return <TestDriveForm car={car} options={options} boot={boot} />
}

export function ErrorBoundary() {
  return <RouteError />
}
