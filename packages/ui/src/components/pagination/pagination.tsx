import { PlainLink, type LinkComponent } from '../link/link'
import * as styles from './pagination.css'

export interface PaginationProps {
  page: number
  /** Page numbers in order, `page: null` for a gap (…). */
  links: { page: number | null; href: string | null }[]
  prev: string | null
  next: string | null
  link?: LinkComponent
}

/** Page links: previous, the numbers with the current one marked, next. Nothing for one page. */
export function Pagination({ page, links, prev, next, link: Link = PlainLink }: PaginationProps) {
  if (links.length <= 1) return null
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {prev ? (
        <Link href={prev} rel="prev" className={styles.pageLink} prefetch>
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
                <Link href={l.href!} className={styles.pageLink} aria-label={`Page ${l.page}`}>
                  {l.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link href={next} rel="next" className={styles.pageLink} prefetch>
          Next ›
        </Link>
      ) : null}
    </nav>
  )
}
