import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { findCarById, findLead } from '@dealer/db'
import { carDisplayName } from '@dealer/domain'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'

// Shown after a lead is committed; names the car enquired about (scoped by tenant).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('lead') ?? ''
  const { db } = context.services.database
  const lead = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await findLead(db, context.tenant.slug, id) : undefined
  const car = lead?.carId ? await findCarById(db, context.tenant.slug, lead.carId) : undefined
  return {
    dealer: context.tenant.dealer.name,
    phone: context.tenant.dealer.phone,
    car: car ? { name: carDisplayName(car), slug: car.slug } : null,
  }
}

export const meta: MetaFunction = () => [{ title: 'Thank you' }, { name: 'robots', content: 'noindex' }]

export default function Success() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card} role="status">
        <h1 className={layout.sectionTitle}>Thank you</h1>
        <p>
          {data.car ? `Your enquiry about the ${data.car.name} is with ${data.dealer}.` : `Your enquiry is with ${data.dealer}.`} We
          will be in touch shortly. If it is urgent, call us on {data.phone}.
        </p>
        <p>
          {data.car ? (
            <Link className={layout.buttonGhost} to={`/cars/${data.car.slug}`}>
              Back to the {data.car.name}
            </Link>
          ) : null}{' '}
          <Link className={layout.button} to="/search/new-used-and-demo-cars">
            Keep browsing
          </Link>
        </p>
      </div>
    </div>
  )
}
