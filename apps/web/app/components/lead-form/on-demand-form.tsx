import type { ComponentType } from 'react'
import { onDemand } from '~/lib/on-demand'

/**
 * A lead form whose code (conform and zod, about 24 KB gzipped) loads when the shopper reaches it,
 * not with the page (~/lib/on-demand.tsx, bench/pages/RESULTS.md session 10). The server renders it
 * whole; until its code arrives its HTML works as it does without JavaScript (the form posts, the
 * server checks it and answers with the errors beside the fields and the values kept; the browser's
 * own checks run from the constraints the server wrote), then it hydrates and validates as the
 * shopper types. The form's own id is conform's, so the part is held in an element of its own `id`
 * that lays out as nothing.
 *
 * `load` must be a literal `() => import('./x').then((m) => m.X)` so the bundler makes the form its
 * own chunk; the caller's module imports the form's stylesheets statically, so they stay inlined in
 * the document (docs/decisions/020-inline-css.md).
 */
export function leadFormOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  id: string,
): ComponentType<P> {
  const Part = onDemand(load, { id })
  function LeadFormOnDemand(props: P) {
    return (
      <div id={id} style={{ display: 'contents' }}>
        <Part {...props} />
      </div>
    )
  }
  return LeadFormOnDemand
}
