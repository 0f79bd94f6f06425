import type { ReactNode } from 'react'
import { ICON_ID_PREFIX, type IconName } from './icons'

/** Each icon's drawing: 24×24 lines, stroked in the text colour by the `Icon` that points at it. */
const paths = {
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  ),
  pin: (
    <>
      <path d="M20 10c0 6.5-8 12-8 12s-8-5.5-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 6.5V12l3.5 2" />
    </>
  ),
  chevronDown: <path d="m6 9 6 6 6-6" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  camera: (
    <>
      <path d="M22 18.5a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h3.5l2-3h5l2 3H20a2 2 0 0 1 2 2z" />
      <circle cx="12" cy="13" r="4" />
    </>
  ),
  mail: (
    <>
      <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
      <path d="m3 6 9 7 9-7" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="17" rx="2" />
      <path d="M16 2.5v4M8 2.5v4M3 10h18" />
    </>
  ),
  chat: (
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.5 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.2A8.4 8.4 0 0 1 4 11.5 8.5 8.5 0 0 1 12.5 3h.5a8.5 8.5 0 0 1 8 8z" />
  ),
  swap: <path d="M17 2.5 21 6.5l-4 4M3 11.5v-1a4 4 0 0 1 4-4h14M7 21.5l-4-4 4-4M21 12.5v1a4 4 0 0 1-4 4H3" />,
  dollar: <path d="M12 1.5v21M17 5.5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />,
  document: (
    <>
      <path d="M14 2.5H6a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-11z" />
      <path d="M14 2.5v6h6M16 13H8M16 17H8" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7.5" />
      <path d="m21 21-4.6-4.6" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m8 12.5 2.7 2.7L16.5 9.5" />
    </>
  ),
  heart: (
    <path d="M12 20.5s-7.6-4.7-9.5-9.3C1 7.6 3.2 4 6.7 4c2 0 3.5 1.1 4.3 2.4h2C13.8 5.1 15.3 4 17.3 4c3.5 0 5.7 3.6 4.2 7.2-1.9 4.6-9.5 9.3-9.5 9.3z" />
  ),
  car: (
    <>
      <path d="M3.5 13.5 5.6 8a2 2 0 0 1 1.9-1.3h9a2 2 0 0 1 1.9 1.3l2.1 5.5" />
      <rect x="2" y="13.5" width="20" height="5" rx="1.5" />
      <circle cx="7" cy="18.5" r="1.8" />
      <circle cx="17" cy="18.5" r="1.8" />
    </>
  ),
} satisfies Record<IconName, ReactNode>

/**
 * Every icon's drawing, once per page: an SVG of <symbol>s that each `Icon` points at
 * (`<use href="#icon-phone">`), so the drawings are HTML the server writes and not JavaScript every
 * page loads (bench/pages/RESULTS.md, session 12). The theme's `sprite` (ThemeDefinition): the
 * server writes it at the top of <body>, before any icon; the browser never renders it.
 */
export function IconSprite() {
  return (
    <svg style={{ display: 'none' }} aria-hidden="true">
      {(Object.keys(paths) as IconName[]).map((name) => (
        <symbol key={name} id={`${ICON_ID_PREFIX}${name}`} viewBox="0 0 24 24">
          {paths[name]}
        </symbol>
      ))}
    </svg>
  )
}
