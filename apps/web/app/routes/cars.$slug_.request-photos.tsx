import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { carDisplayName } from '@dealer/domain'
import { REQUEST_PHOTOS_TEXT } from '@dealer/leads/client'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { requestPhotosOptions } from '~/.server/lead-forms'
import { FormPage } from '~/components/lead-form/form-page'
import { RequestPhotosForm } from '~/components/lead-form/request-photos-form-on-demand'
import { loadVisibleCar } from '~/.server/visible-car'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  return {
    car: { id: car.id, slug: car.slug, name: carDisplayName(car) },
    options: requestPhotosOptions(context.tenant),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  // The car and the request text are the page's, whatever the body says (docs/spec-coverage.md, Lead forms).
  return leadAction(request, context, {
    form: 'request-photos',
    formOptions: requestPhotosOptions(context.tenant),
    serverValues: { car_id: car.id, request_text: REQUEST_PHOTOS_TEXT },
  })
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data ? `Request photos of the ${data.car.name}` : 'Request Photos',
    missing: 'car',
    noindex: true,
  })

export default function RequestPhotos() {
  const { car, options, boot } = useLoaderData<typeof loader>()
  return (
    <FormPage
      title="Request Photos"
      back={{ to: `/cars/${car.slug}`, label: `Back to the ${car.name}` }}
      intro={`More photos of the ${car.name}`}
    >
      <RequestPhotosForm car={car} options={options} boot={boot} />
    </FormPage>
  )
}

export function ErrorBoundary() {
  return <RouteError missing="car" />
}
