import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { carDisplayName } from '@dealer/domain'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { enquiryOptions } from '~/.server/lead-forms'
import { EnquiryForm } from '~/components/lead-form/enquiry-form-on-demand'
import { loadVisibleCar } from '~/.server/visible-car'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  const similar = new URL(request.url).searchParams.get('type') === 'similar'
  return {
    car: { id: car.id, slug: car.slug, name: carDisplayName(car) },
    similar,
    options: enquiryOptions(context.tenant, { aboutCar: true }),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  // The car is the page's, whatever the body says.
  return leadAction(request, context, {
    form: 'enquiry',
    formOptions: enquiryOptions(context.tenant, { aboutCar: true }),
    serverValues: { car_id: car.id },
  })
}

export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, { title: data ? `Enquire about the ${data.car.name}` : 'Enquire', missing: 'car', noindex: true })

export default function Enquire() {
  const { car, options, boot, similar } = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        <p className={layout.muted} data-back-link>
          <Link to={`/cars/${car.slug}`}>← Back to the {car.name}</Link>
        </p>
        <h1 className={layout.sectionTitle}>{similar ? 'Request a Similar Vehicle' : 'Enquire Now'}</h1>
        <p>About the {car.name}</p>
        <EnquiryForm
          options={options}
          boot={boot}
          carId={car.id}
          message={similar ? `Please let me know when you have a car like the ${car.name}.` : undefined}
        />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteError missing="car" />
}
