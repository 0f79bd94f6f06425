// The save-search panel's stylesheets travel with the search page (inline, docs/decisions/020-inline-css.md),
// since the server renders the panel with it; its code (conform and zod, about 25 KB gzipped) loads
// when the shopper reaches the panel's form (~/lib/on-demand.tsx). Until then the form posts as it
// does without JavaScript.
import '@dealer/ui/fields.css'
import '~/styles/form.css'
import '~/styles/saved-searches.css'
import { onDemand } from '~/lib/on-demand'

export const SaveSearch = onDemand(() => import('./save-search').then((m) => m.SaveSearch), { id: 'save-search' })
