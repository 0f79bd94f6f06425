import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HoursTable } from './hours-table'
import * as styles from './hours-table.css'

describe('HoursTable', () => {
  const rows = [
    { label: 'Mon-Fri', hours: '8:30am - 5:30pm' },
    { label: 'Sunday', hours: 'Closed' },
  ]

  it('gives each day a row header and its hours', () => {
    expect(renderToStaticMarkup(<HoursTable rows={rows} />)).toBe(
      `<table class="${styles.table}"><tbody>` +
        '<tr><th scope="row">Mon-Fri</th><td>8:30am - 5:30pm</td></tr>' +
        '<tr><th scope="row">Sunday</th><td>Closed</td></tr>' +
        '</tbody></table>',
    )
  })

  it('names the table for screen readers when given a caption', () => {
    expect(renderToStaticMarkup(<HoursTable rows={rows} caption="Sales hours" />)).toContain(
      `<caption class="${styles.caption}">Sales hours</caption><tbody>`,
    )
  })

  it('links the hours of a row that names where to go (a closed day’s Enquire Now)', () => {
    const html = renderToStaticMarkup(
      <HoursTable rows={[{ label: 'Sunday', hours: 'Enquire Now', href: '/locations/x#form-section' }]} />,
    )
    expect(html).toContain('<td><a href="/locations/x#form-section">Enquire Now</a></td>')
  })
})
