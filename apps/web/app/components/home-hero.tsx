import { Link } from '@remix-run/react'
import { heroFormAttributes, heroInputAttributes, useTheme, type HeroProps } from '@dealer/theme-contract'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/home.css'

/** The home hero: the theme's Hero slot when it has one, else the app's own (docs/spec-coverage.md, Theme kit: page slots and partner blocks). */
export function HomeHero(props: HeroProps) {
  const Hero = useTheme().slots.Hero ?? DefaultHero
  return <Hero {...props} />
}

/** The app's own hero, as the home page had it before the slot. */
export function DefaultHero({ eyebrow, title, search, quickLinks, background }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title" data-backdrop={background ? '' : undefined}>
      {background ? (
        <img className={styles.heroBackdrop} src={background.src} alt={background.alt} fetchPriority="high" />
      ) : null}
      <div className={`${layout.container} ${styles.heroInner}`}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          {title}
        </h1>
        <form {...heroFormAttributes(search)} className={styles.heroSearch}>
          <label className={styles.srOnly} htmlFor={search.input.id}>
            {search.label}
          </label>
          <input {...heroInputAttributes(search)} className={styles.heroInput} />
          <button type="submit" className={styles.heroButton}>
            {search.submitLabel}
          </button>
        </form>
        <ul className={styles.quickLinks} aria-label="Browse stock">
          {quickLinks.map((l) => (
            <li key={l.href}>
              <Link className={styles.quickLink} to={l.href}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
