import { Link } from '@remix-run/react'
import { carouselControls } from '@dealer/domain'
import type { SiteCardData } from '~/lib/location-cards'
import { useCardStrip } from '~/lib/use-card-strip'
import { DepartmentBasics } from '~/components/location-cards'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/locations.css'

const ARROWS = [
  { label: 'Previous locations', glyph: '‹', step: -1 },
  { label: 'Next locations', glyph: '›', step: 1 },
] as const

/**
 * The home page's 'Our Locations' (docs/spec-coverage.md, Dealer site: locations): a row of site
 * cards that scrolls sideways (by touch, trackpad or keyboard, with or without JavaScript), a swipe
 * hint on narrow screens, and with JavaScript previous and next arrows once there are more sites
 * than a row holds. As many as a row holds sit in a plain grid.
 */
export function LocationCarousel({ sites, perView }: { sites: readonly SiteCardData[]; perView: 3 | 4 }) {
  const controls = carouselControls(sites.length, perView)
  const { ref: track, hydrated, edges, scrollBy } = useCardStrip<HTMLUListElement>()
  if (!controls.arrows && !controls.swipeHint) return <Slides sites={sites} className={styles.fewGrid} />
  return (
    <div className={styles.carousel}>
      <div className={styles.carouselBar}>
        {controls.swipeHint ? (
          <p className={styles.swipeHint} aria-hidden="true">
            Swipe to see more locations →
          </p>
        ) : null}
        {controls.arrows && hydrated ? (
          <>
            {ARROWS.map((a) => (
              <button
                key={a.label}
                type="button"
                className={styles.arrow}
                aria-label={a.label}
                aria-controls="locations-track"
                disabled={a.step < 0 ? edges.start : edges.end}
                onClick={() => scrollBy(a.step)}
              >
                {a.glyph}
              </button>
            ))}
          </>
        ) : null}
      </div>
      <Slides
        sites={sites}
        id="locations-track"
        trackRef={track}
        className={`${styles.track} ${perView === 4 ? styles.track4 : styles.track3}`}
      />
    </div>
  )
}

function Slides({
  sites,
  className,
  id,
  trackRef,
}: {
  sites: readonly SiteCardData[]
  className: string
  id?: string
  trackRef?: React.Ref<HTMLUListElement>
}) {
  return (
    // A scrolling list takes keyboard focus so arrow keys scroll it without JavaScript.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul id={id} ref={trackRef} className={className} aria-label="Our locations" tabIndex={id ? 0 : undefined}>
      {sites.map((s) => {
        const d = s.departments[0]!
        return (
          <li key={s.slug} className={styles.slide}>
            <p className={`${layout.accentLabel} ${styles.slideType}`}>
              {s.departments.map((x) => x.typeLabel).join(' · ')}
            </p>
            <h3 className={styles.siteName}>
              <Link to={`/locations/${d.slug}`}>{s.name}</Link>
            </h3>
            <DepartmentBasics department={d} />
            <p className={styles.actions}>
              <a className={layout.buttonGhost} href={d.directions} rel="noopener noreferrer" target="_blank">
                Get Directions
              </a>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
