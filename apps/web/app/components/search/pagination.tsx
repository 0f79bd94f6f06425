import { Link } from '@remix-run/react'
import * as styles from '~/styles/search.css'

interface Props {
  page: number
  links: { page: number | null; href: string | null }[]
  prev: string | null
  next: string | null
}

/** Page links; only pages after the first carry a page parameter (the codec's URLs). */
export function Pagination({ page, links, prev, next }: Props) {
  if (links.length <= 1) return null
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {prev ? (
        <Link to={prev} rel="prev" className={styles.pageLink} prefetch="intent">
          ‹ Previous
        </Link>
      ) : null}
      <ol className={styles.pageList}>
        {links.map((l, i) =>
          l.page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={l.page}>
              {l.page === page ? (
                <span aria-current="page" className={styles.pageCurrent}>
                  {l.page}
                </span>
              ) : (
                <Link to={l.href!} className={styles.pageLink} aria-label={`Page ${l.page}`}>
                  {l.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link to={next} rel="next" className={styles.pageLink} prefetch="intent">
          Next ›
        </Link>
      ) : null}
    </nav>
  )
}
