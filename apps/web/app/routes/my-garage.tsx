import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CarCardList } from '~/components/car-card-list'
import { garageHeaders, garageLoader, type GarageData } from '~/.server/garage-page'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/garage.css'
import { pageMeta } from '~/lib/page-meta'

// /my-garage, and through a re-export /{brand}/my-garage: always behind sign-in (docs/spec-coverage.md,
// Signed-in shoppers).
export const loader = (args: LoaderFunctionArgs) => garageLoader(args)
export const headers = garageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, { title: data ? garageTitle(data) : 'My Garage', noindex: true })

const garageTitle = (data: Pick<GarageData, 'make'>) => (data.make ? `My ${data.make} Garage` : 'My Garage')

export default function MyGarage() {
  const data = useLoaderData<typeof loader>()
  const { one, many } = data.noun
  const things = data.make ? `${data.make} ${many}` : many
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <h1 className={layout.sectionTitle}>{garageTitle(data)}</h1>
      <p className={styles.intro}>Signed in as {data.phone}.</p>

      <GarageSection id="saved" title={`Saved ${many}`}>
        {data.saved.length > 0 ? (
          <>
            <CarCardList cars={data.saved} className={`${layout.cardGrid}`} />
            <p>
              <Link to="/watchlist">Remove {many} from your watchlist</Link>
            </p>
          </>
        ) : (
          <Empty text={`No saved ${things} yet. Save a ${one} from its page to keep an eye on it here.`}>
            <Link className={layout.button} to={data.stockHref}>
              Browse {things}
            </Link>
          </Empty>
        )}
        {data.savedNoLongerListed > 0 ? (
          <p className={styles.note}>
            {data.savedNoLongerListed === 1
              ? `1 saved ${one} is no longer listed.`
              : `${data.savedNoLongerListed} saved ${many} are no longer listed.`}
          </p>
        ) : null}
      </GarageSection>

      <GarageSection id="enquiries" title="Your enquiries">
        {data.enquiries.length > 0 ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.headCell} scope="col">
                    Enquiry
                  </th>
                  <th className={styles.headCell} scope="col">
                    {one.charAt(0).toUpperCase() + one.slice(1)}
                  </th>
                  <th className={styles.headCell} scope="col">
                    Sent
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.enquiries.map((e) => (
                  <tr key={e.id}>
                    <td className={styles.cell}>{e.label}</td>
                    <td className={styles.cell}>
                      {e.car ? e.car.href ? <Link to={e.car.href}>{e.car.name}</Link> : e.car.name : '—'}
                    </td>
                    <td className={styles.cell}>{e.sent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty
            text={`You have not sent us an enquiry${data.make ? ` about ${data.make} ${many}` : ''} from ${data.phone} yet.`}
          >
            <Link className={layout.button} to="/contact">
              Contact us
            </Link>
          </Empty>
        )}
      </GarageSection>

      {data.favourites ? (
        <GarageSection id="favourites" title="Favourites">
          {data.favourites.length > 0 ? (
            <CarCardList cars={data.favourites} className={`${layout.cardGrid}`} />
          ) : (
            <Empty text={`No favourite ${things} yet. Tap Favourite on a ${one} to see it here.`}>
              <Link className={layout.button} to={data.stockHref}>
                Browse {things}
              </Link>
            </Empty>
          )}
        </GarageSection>
      ) : null}

      <GarageSection id="searches" title="Saved searches">
        {data.searches.length > 0 ? (
          <ul className={styles.searchList}>
            {data.searches.map((s) => (
              <li key={s.id}>
                <Link to={s.href}>{s.name}</Link>
                {s.alerting ? null : <span className={layout.muted}> (alerts stopped)</span>}
              </li>
            ))}
          </ul>
        ) : (
          <Empty text={`No saved searches yet. Use 'Save this search' on a search page to hear of new ${many}.`}>
            <Link className={layout.button} to={data.stockHref}>
              Search {things}
            </Link>
          </Empty>
        )}
        <p>
          <Link to="/saved-searches">Manage saved searches and alerts</Link>
        </p>
      </GarageSection>
    </div>
  )
}

function GarageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={layout.section} aria-labelledby={`${id}-title`}>
      <div className={layout.sectionHead}>
        <h2 id={`${id}-title`} className={layout.sectionTitle}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  )
}

function Empty({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{text}</p>
      {children}
    </div>
  )
}
