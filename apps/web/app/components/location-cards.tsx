import { Link } from '@remix-run/react'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { HoursTable } from '@dealer/ui/hours-table'
import type { LocationCardData, SiteCardData } from '~/lib/location-cards'
import { MapDrawing } from '~/components/location-map'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/locations.css'

/** A department's hours, a closed day's 'Enquire Now' linking to its enquiry form. */
export function departmentHours(d: Pick<LocationCardData, 'hours' | 'enquireHref'>) {
  return d.hours.map((h) => ({ label: h.label, hours: h.hours, href: h.enquire ? d.enquireHref : null }))
}

/**
 * The locations listing's cards (docs/spec-coverage.md, Dealer site: locations): one card a site,
 * its photo or map, the makes it sells, and a tab per department (sales, used, service, parts).
 */
export function SiteCards({ sites, headingLevel = 2 }: { sites: readonly SiteCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.siteGrid}>
      {sites.map((s) => (
        <li key={s.slug}>
          <SiteCard site={s} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

function SiteCard({ site, headingLevel }: { site: SiteCardData; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  const first = site.departments[0]!
  return (
    <article className={styles.site} aria-labelledby={`site-${site.slug}`}>
      <div className={styles.siteInner}>
        <div className={styles.media}>
          {site.image ? (
            <img className={styles.photo} src={site.image} alt={site.name} loading="lazy" width={480} height={360} />
          ) : site.map ? (
            <MapDrawing
              drawing={site.map}
              name={site.name}
              address={first.address}
              titleId={`map-${site.slug}`}
              testId="location-map"
            />
          ) : null}
          {site.distance ? <p className={styles.distance}>{site.distance} away</p> : null}
        </div>
        <div className={styles.body}>
          <Heading id={`site-${site.slug}`} className={styles.siteName}>
            <Link to={`/locations/${first.slug}`}>{site.name}</Link>
          </Heading>
          {site.makes.length > 0 ? (
            <ul className={styles.makes} aria-label="Makes">
              {site.makes.map((m) => (
                <li key={m} className={styles.make}>
                  {m}
                </li>
              ))}
            </ul>
          ) : null}
          <DepartmentTabs site={site} Sub={Sub} />
        </div>
      </div>
    </article>
  )
}

/**
 * A site's departments. Without JavaScript the tabs are links to their panels (the first panel
 * shows until another is named in the address bar); with it they are ARIA tabs, arrow keys moving.
 */
function DepartmentTabs({ site, Sub }: { site: SiteCardData; Sub: 'h3' | 'h4' }) {
  const [hydrated, setHydrated] = useState(false)
  const [selected, setSelected] = useState(0)
  useEffect(() => {
    setHydrated(true)
    // A link to one department's panel (#dept-...) opens its tab.
    const named = site.departments.findIndex((d) => `#dept-${d.slug}` === window.location.hash)
    if (named > 0) setSelected(named)
  }, [site.departments])
  const many = site.departments.length > 1
  const panelId = (d: LocationCardData) => `dept-${d.slug}`
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = (selected + step + site.departments.length) % site.departments.length
    setSelected(next)
    document.getElementById(`tab-${site.departments[next]!.slug}`)?.focus()
  }
  return (
    <>
      {many && hydrated ? (
        <div role="tablist" aria-label={`${site.name} departments`} className={styles.tabList}>
          {site.departments.map((d, i) => (
            <button
              key={d.slug}
              id={`tab-${d.slug}`}
              type="button"
              role="tab"
              aria-selected={i === selected}
              aria-controls={panelId(d)}
              tabIndex={i === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(i)}
              onKeyDown={onKey}
            >
              {d.typeLabel}
            </button>
          ))}
        </div>
      ) : many ? (
        <nav aria-label={`${site.name} departments`}>
          <ul className={styles.tabList}>
            {site.departments.map((d) => (
              <li key={d.slug}>
                <a className={styles.tab} href={`#${panelId(d)}`}>
                  {d.typeLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.panels} data-tabs={many && hydrated ? '' : undefined}>
        {site.departments.map((d, i) => {
          // A site of one department named as the site (Harbour City Used Cars Nerang): the site
          // heading already names it, so the panel does not repeat it and is labelled by that heading.
          const repeats = !many && d.name === site.name
          return (
            <section
              key={d.slug}
              id={panelId(d)}
              className={styles.panel}
              aria-labelledby={repeats ? `site-${site.slug}` : `${panelId(d)}-name`}
              role={many && hydrated ? 'tabpanel' : undefined}
              hidden={many && hydrated ? i !== selected : undefined}
            >
              {repeats ? null : (
                <Sub id={`${panelId(d)}-name`} className={styles.panelName}>
                  {d.name}
                </Sub>
              )}
              <DepartmentDetails department={d} />
            </section>
          )
        })}
      </div>
    </>
  )
}

/** A department's address, phone link, opening hours and 'DL#' licence: what every location card shows. */
export function DepartmentBasics({ department: d }: { department: LocationCardData }) {
  return (
    <>
      <address className={styles.address}>{d.address}</address>
      <a className={styles.phone} href={d.phoneHref}>
        {d.phone}
      </a>
      <HoursTable rows={departmentHours(d)} caption={`Opening hours for ${d.name}`} />
      {d.licence ? <p className={styles.licence}>DL# {d.licence}</p> : null}
    </>
  )
}

/** A department's basics and buttons. */
function DepartmentDetails({ department: d }: { department: LocationCardData }) {
  return (
    <>
      <DepartmentBasics department={d} />
      <p className={styles.actions}>
        <a className={layout.button} href={d.directions} rel="noopener noreferrer" target="_blank">
          Get Directions
        </a>
        <Link className={layout.buttonGhost} to={d.contactHref}>
          Contact
        </Link>
        {d.bookServiceHref ? (
          <a className={layout.buttonGhost} href={d.bookServiceHref}>
            Book a Service
          </a>
        ) : null}
        {d.partsEnquiryHref ? (
          <Link className={layout.buttonGhost} to={d.partsEnquiryHref}>
            Parts Enquiry
          </Link>
        ) : null}
        {d.website ? (
          <a className={layout.buttonGhost} href={d.website} rel="noopener noreferrer" target="_blank">
            Visit Website
          </a>
        ) : null}
      </p>
    </>
  )
}
