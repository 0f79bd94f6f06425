import type { PartnerRegion } from '@dealer/domain'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PartnerCar } from './block'
import type { CheckedBlock } from './load'

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * A region's blocks as static HTML, each in a `<div data-partner-block="<id>">`. Every block is
 * drawn on its own: one that throws draws nothing and is reported through `onError`, and the
 * others and the page go on. Drawn on the server only, so no block's code reaches the browser.
 * Empty when no block draws anything (the page then leaves the region out).
 */
export function renderPartnerRegion(
  blocks: readonly CheckedBlock[],
  region: PartnerRegion,
  car: PartnerCar | null,
  onError: (block: CheckedBlock, error: unknown) => void = () => {},
): string {
  let html = ''
  for (const block of blocks) {
    try {
      const inner = renderToStaticMarkup(createElement(block.entry.Component, { props: block.props, region, car }))
      if (inner) {
        html += `<div data-partner-block="${escapeAttr(block.id)}" data-partner-type="${escapeAttr(block.entry.type)}">${inner}</div>`
      }
    } catch (error) {
      onError(block, error)
    }
  }
  return html
}
