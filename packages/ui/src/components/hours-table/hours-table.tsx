import * as styles from './hours-table.css'

/** An opening-hours table (Monday to Sunday, or Mon-Fri collapsed), rows as day and hours. */
export function HoursTable({ rows, caption }: { rows: readonly { label: string; hours: string }[]; caption?: string }) {
  return (
    <table className={styles.table}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
      <tbody>
        {rows.map((h) => (
          <tr key={h.label}>
            <th scope="row">{h.label}</th>
            <td>{h.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
