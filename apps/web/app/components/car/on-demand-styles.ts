/*
 * The stylesheets of the car page's parts whose code loads on demand (~/lib/on-demand.tsx). The
 * server renders those parts with the page, so their styles must travel with the page's own
 * (inline, docs/decisions/020-inline-css.md) rather than arrive with the parts' code.
 */
import '@dealer/ui/fields.css'
import './finance.css'
import './vehicle-location.css'
