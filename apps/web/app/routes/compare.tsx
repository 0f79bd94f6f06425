import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { safeLocalPath } from '@dealer/accounts'
import {
  carDisplayName,
  compareRows,
  formatMoney,
  hasPrice,
  MAX_COMPARE,
  parseCompareIds,
  toggleCompareId,
} from '@dealer/domain'
import { cardImage } from '@dealer/ui'
import { requireSameOrigin } from '~/.server/lead-guard'
import { visibleCars } from '~/.server/shopper-lists'
import { compareCookie, readCompareIds } from '~/.server/visitor-cookies'
import { formFields } from '~/lib/requests'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/compare.css'
import { pageMeta } from '~/lib/page-meta'
import { stockNoun } from '~/lib/stock-noun'

/**
 * Compare up to four cars side by side. The list lives in the URL (`/compare?cars=a,b`), so a
 * comparison can be shared and works without JavaScript; the Compare buttons keep the visitor's
 * own list in a cookie and lead here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant } = context
  if (!tenant.features.compare) throw new Response(null, { status: 404 })
  const param = new URL(request.url).searchParams.get('cars')
  const keys = param !== null ? parseCompareIds(param) : await readCompareIds(request)
  const cars = await visibleCars(context, keys)
  const priceRow = cars.map((car) => [
    { key: 'price', label: 'Price', value: hasPrice(car.price) ? formatMoney(car.price) : 'Price on application' },
  ])
  return {
    dealer: tenant.dealer.name,
    noun: stockNoun(tenant.features),
    shareHref: cars.length > 0 ? `/compare?cars=${cars.map((c) => c.slug).join(',')}` : null,
    cars: cars.map((car) => ({
      id: car.id,
      slug: car.slug,
      name: carDisplayName(car),
      image: car.images[0] ? cardImage(car.images[0].url, carDisplayName(car)) : null,
    })),
    rows: compareRows(cars, priceRow),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.tenant.features.compare) throw new Response(null, { status: 404 })
  requireSameOrigin(request)
  const form = await formFields(request)
  const carId = form.get('car_id')
  const intent = form.get('intent')
  let ids = await readCompareIds(request)
  if (intent === 'clear') ids = []
  else if (typeof carId === 'string') {
    const [car] = await visibleCars(context, [carId])
    if (car) ids = toggleCompareId(ids, car.id, intent !== 'remove')
  }
  const back = safeLocalPath(form.get('redirect'), '/compare')
  // Coming back to the compare page itself: show the list just changed, not the old URL's.
  const to = back.startsWith('/compare') ? '/compare' : back
  return redirect(to, {
    status: 303,
    headers: { 'Set-Cookie': await compareCookie(ids, request), 'Cache-Control': 'no-store' },
  })
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: 'Compare cars', noindex: true })

/** The table's narrowest width for `cars` cars: the row labels' column and 10rem a car (it scrolls below that). */
const tableMinWidth = (cars: number) => `${7 + cars * 10}rem`

export default function Compare() {
  const { cars, rows, shareHref, noun } = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={layout.sectionHead}>
        <h1 className={layout.sectionTitle}>Compare cars</h1>
        {shareHref ? (
          <Link className={layout.sectionLink} to={shareHref}>
            Link to this comparison
          </Link>
        ) : null}
      </div>
      {cars.length === 0 ? (
        <p>
          No {noun.many} to compare yet. Use the Compare button on a {noun.one}&rsquo;s page to add up to {MAX_COMPARE}{' '}
          {noun.many}. <Link to="/search/new-used-and-demo-cars">Browse stock</Link>
        </p>
      ) : (
        <>
          {cars.length === 1 ? <p className={layout.muted}>Add another {noun.one} to see them side by side.</p> : null}
          <p className={layout.muted}>
            Rows marked <span className={styles.differsKey}>Differs</span> are where the cars are not the same.
          </p>
          <div className={styles.scroller}>
            <table className={styles.table} style={{ minWidth: tableMinWidth(cars.length) }}>
              <caption className={styles.caption}>Specifications of the cars you are comparing</caption>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {cars.map((car) => (
                    <th key={car.id} scope="col" className={styles.carHead}>
                      <div className={styles.carHeadInner}>
                        {car.image ? (
                          <img
                            className={styles.photo}
                            src={car.image.src}
                            srcSet={car.image.srcSet}
                            sizes="240px"
                            alt=""
                            width={car.image.width}
                            height={car.image.height}
                          />
                        ) : (
                          // A car without photos keeps the photo's room, so its name lines up with the others.
                          <div className={styles.photo} />
                        )}
                        <Link to={`/cars/${car.slug}`}>{car.name}</Link>
                        <Form method="post" className={styles.remove}>
                          <input type="hidden" name="car_id" value={car.id} />
                          <input type="hidden" name="redirect" value="/compare" />
                          <button className={layout.buttonGhost} type="submit" name="intent" value="remove">
                            Remove <span className={styles.visuallyHidden}>{car.name}</span>
                          </button>
                        </Form>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs && cars.length > 1 ? <span className={styles.differsKey}>Differs</span> : null}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={cars[i]?.id ?? i}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
