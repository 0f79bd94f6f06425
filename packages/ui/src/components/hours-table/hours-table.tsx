import * as styles from './hours-table.css'

/** One row: the day (or days, or date) and its hours; `href` makes the hours a link (a closed day's 'Enquire Now'). */
export interface HoursTableRow {
  label: string
  hours: string
  href?: string | null
}

/** An opening-hours table (Monday to Sunday, or Mon-Fri collapsed), rows as day and hours. */
export function HoursTable({ rows, caption }: { rows: readonly HoursTableRow[]; caption?: string }) {
  return (
    <table className={styles.table}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <tbody>
        {rows.map((h) => (
          <tr key={h.label}>
            <th scope="row">{h.label}</th>
            <td>{h.href ? <a href={h.href}>{h.hours}</a> : h.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
