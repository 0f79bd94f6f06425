import { useEffect, useRef, useState } from 'react'
import type { SpecialHoursRow } from '@dealer/domain'
import { Dialog } from '@dealer/ui/dialog'
import { HoursTable } from '@dealer/ui/hours-table'
import * as styles from '~/styles/location-page.css'

/**
 * A location's holiday (special) hours (docs/spec-coverage.md, Dealer site: locations): a
 * `<details>` that opens in place without JavaScript; with it, a button opening a dialog.
 */
export function HolidayHours({ name, rows }: { name: string; rows: readonly SpecialHoursRow[] }) {
  const [hydrated, setHydrated] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => setHydrated(true), [])
  const table = (
    <HoursTable
      caption={`Holiday hours for ${name}`}
      rows={rows.map((h) => ({ label: `${h.date}${h.label ? ` (${h.label})` : ''}`, hours: h.hours }))}
    />
  )
  if (!hydrated) {
    return (
      <details className={styles.holiday}>
        <summary>Holiday hours</summary>
        {table}
      </details>
    )
  }
  return (
    <div className={styles.holiday}>
      <button type="button" className={styles.holidayButton} onClick={() => dialog.current?.showModal()}>
        Holiday hours
      </button>
      <Dialog ref={dialog} title="Holiday hours" titleId="holiday-hours-title">
        <p className={styles.dialogLead}>{name}</p>
        {table}
      </Dialog>
    </div>
  )
}
