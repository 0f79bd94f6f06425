import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog'
import * as styles from './dialog.css'

describe('Dialog', () => {
  it('is a native dialog named by its heading, with a Close button and its content', () => {
    const html = renderToStaticMarkup(
      <Dialog title="Share this car" titleId="share-title">
        <p>content</p>
      </Dialog>,
    )
    expect(html).toMatch(/^<dialog class="[^"]+" aria-labelledby="share-title">/)
    expect(html).toContain(`<h2 id="share-title" class="${styles.title}">Share this car</h2>`)
    expect(html).toContain('<button type="button" class="' + styles.close + '" aria-label="Close">×</button>')
    expect(html).toContain('<p>content</p></dialog>')
    expect(html).not.toMatch(/\bopen\b/)
  })

  it('takes the wide look for a page in a frame', () => {
    const normal = renderToStaticMarkup(<Dialog title="A" titleId="a" />)
    const wide = renderToStaticMarkup(<Dialog title="A" titleId="a" size="wide" />)
    expect(normal).toContain(`class="${styles.dialog}"`)
    expect(wide).toContain(`class="${styles.wide}"`)
    // The wide look builds on the normal one (backdrop, surface, shadow).
    expect(styles.wide.split(' ')).toContain(styles.dialog)
  })
})
