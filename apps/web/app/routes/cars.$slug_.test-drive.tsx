import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { carDisplayName } from '@dealer/domain'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { testDriveOptions } from '~/.server/lead-forms'
import { TestDriveForm } from '~/components/lead-form/test-drive-form-on-demand'
import { loadVisibleCar } from '~/.server/visible-car'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  return {
    car: { id: car.id, slug: car.slug, name: carDisplayName(car) },
    options: testDriveOptions(context.tenant, { carLocationId: car.location_id, now: context.services.now() }),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  const options = testDriveOptions(context.tenant, { carLocationId: car.location_id, now: context.services.now() })
  const fixed = options.availability?.fixedLocationId
  // The car (and the yard it stands in, when it fixes one) are the page's, whatever the body says.
  return leadAction(request, context, {
    form: 'test-drive',
    formOptions: options,
    serverValues: { car_id: car.id, ...(fixed ? { location: fixed } : {}) },
  })
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data ? `Book a test drive of the ${data.car.name}` : 'Book a Test Drive',
    missing: 'car',
    noindex: true,
  })

export default function CarTestDrive() {
  const { car, options, boot } = useLoaderData<typeof loader>()
  return <TestDriveForm car={car} options={options} boot={boot} />
}

export function ErrorBoundary() {
  return <RouteError missing="car" />
}
