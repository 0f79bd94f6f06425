import * as styles from '~/styles/home.css'

/** An opening-hours table (Monday to Sunday, or Mon-Fri collapsed), rows as day and hours. */
export function HoursTable({ rows, caption }: { rows: readonly { label: string; hours: string }[]; caption?: string }) {
  return (
    <table className={styles.hours}>
      {caption ? <caption className={styles.srOnly}>{caption}</caption> : null}
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
