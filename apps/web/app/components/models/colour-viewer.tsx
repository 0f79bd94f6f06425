import { type FormEvent, type MouseEvent, useEffect, useState } from 'react'
import {
  selectColour,
  selectColourGroup,
  selectVariant,
  stepColour,
  viewerColoursVariant,
  viewerQuery,
  viewerSwatches,
  type ColourViewerState,
} from '@dealer/domain'
import { imageUrl, srcSet } from '@dealer/ui'
import type { ColourViewerData } from '~/lib/model-view'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/models.css'

/** A click the page may take over: a new tab or window (modifier keys, middle button) is left to the browser. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

export const COLOUR_DISCLAIMER =
  'Colours are shown as a guide only and may differ from the actual paint finish. Not every colour is available on every variant; please check availability with our sales team.'

/**
 * The model colour viewer (docs/spec-coverage.md, Dealer site: models): variant tabs, left and
 * right arrows that wrap, colour swatches, the second variant selector when the model has many
 * colour groups, and the disclaimer. Every control is a link or a GET form the server renders in
 * the state its URL names, so all of it works without JavaScript; with it, the same controls
 * switch in place and the address follows (no page load).
 */
export function ColourViewer({ viewer, title, path }: { viewer: ColourViewerData; title: string; path: string }) {
  const [state, setState] = useState<ColourViewerState>(viewer.state)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const model = { variants: viewer.variants, colours: viewer.colours }
  const href = (s: ColourViewerState) => {
    const query = viewerQuery(model, s).toString()
    return `${path}${query ? `?${query}` : ''}#colours`
  }
  const go = (next: ColourViewerState) => (e: MouseEvent) => {
    if (!plainClick(e)) return
    e.preventDefault()
    setState(next)
    window.history.replaceState(window.history.state, '', href(next))
  }
  const onGroup = (group: number) => {
    const next = selectColourGroup(model, state, group)
    setState(next)
    window.history.replaceState(window.history.state, '', href(next))
  }

  const swatches = viewerSwatches(viewer.colours, state)
  const colour = swatches[state.colour] ?? swatches[0]
  const variant = viewer.variants[state.variant]
  // The caption and the picture's text name the variant whose colours are shown, never another.
  const shownIndex = viewerColoursVariant(model, state)
  const shownVariant = shownIndex === null ? undefined : viewer.variants[shownIndex]
  const groupName = state.group === null ? undefined : viewer.groups[state.group]
  const shownName = shownVariant?.name ?? groupName
  const shownFullName = shownVariant?.fullName ?? (groupName ? `${title} ${groupName}` : undefined)
  const photo = colour?.photo ?? variant?.image ?? null
  const prev = stepColour(model, state, -1)
  const next = stepColour(model, state, 1)

  return (
    <div className={styles.viewer}>
      {viewer.variants.length > 1 ? (
        <nav aria-label="Colours by variant">
          <ul className={styles.variantTabs}>
            {viewer.variants.map((v, i) => {
              const target = selectVariant(model, i)
              return (
                <li key={`${v.name}-${i}`}>
                  <a
                    href={href(target)}
                    className={styles.variantTab}
                    aria-current={i === state.variant ? 'true' : undefined}
                    onClick={go(target)}
                  >
                    {v.name}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
      <div className={styles.stage}>
        {swatches.length > 1 ? (
          <a href={href(prev)} className={styles.arrow} aria-label="Previous colour" onClick={go(prev)}>
            <span aria-hidden="true">‹</span>
          </a>
        ) : (
          <span />
        )}
        {photo ? (
          <img
            key={photo}
            src={imageUrl(photo, 960)}
            srcSet={srcSet(photo, [480, 760, 960, 1280])}
            sizes="(min-width: 900px) 760px, 80vw"
            alt={`${title}${shownName ? ` ${shownName}` : ''}${colour ? ` in ${colour.name}` : ''}`}
            className={styles.stageImage}
            width={960}
            height={640}
            loading="lazy"
          />
        ) : (
          <span />
        )}
        {swatches.length > 1 ? (
          <a href={href(next)} className={styles.arrow} aria-label="Next colour" onClick={go(next)}>
            <span aria-hidden="true">›</span>
          </a>
        ) : (
          <span />
        )}
      </div>
      <p className={styles.caption} aria-live="polite" data-testid="colour-caption">
        <strong>{colour?.name}</strong>
        <span className={layout.muted}>
          Colour {state.colour + 1} of {swatches.length}
          {shownFullName ? ` · ${shownFullName}` : ''}
        </span>
      </p>
      <ul className={styles.swatches} aria-label="Colours">
        {swatches.map((c, i) => {
          const target = selectColour(model, state, i)
          return (
            <li key={`${c.name}-${i}`}>
              <a
                href={href(target)}
                className={styles.swatch}
                style={{ background: c.hexCode }}
                aria-label={c.name}
                title={c.name}
                aria-current={i === state.colour ? 'true' : undefined}
                onClick={go(target)}
              />
            </li>
          )
        })}
      </ul>
      {state.group !== null && viewer.groups.length > 0 ? (
        <GroupSelector groups={viewer.groups} state={state} path={path} hydrated={hydrated} onGroup={onGroup} />
      ) : null}
      <p className={styles.disclaimer}>{COLOUR_DISCLAIMER}</p>
    </div>
  )
}

/**
 * The second variant selector: a GET form with a button without JavaScript; with it, choosing
 * an option is enough.
 */
function GroupSelector(props: {
  groups: readonly string[]
  state: ColourViewerState
  path: string
  hydrated: boolean
  onGroup: (group: number) => void
}) {
  const { groups, state, path, hydrated, onGroup } = props
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    onGroup(Number(new FormData(e.currentTarget).get('colours')))
  }
  return (
    <form method="get" action={`${path}#colours`} className={styles.groupForm} onSubmit={onSubmit}>
      {state.variant > 0 ? <input type="hidden" name="variant" value={state.variant} /> : null}
      <label htmlFor="colour-group">Show the colours of</label>
      <select
        id="colour-group"
        name="colours"
        className={styles.select}
        value={state.group ?? 0}
        onChange={(e) => onGroup(Number(e.currentTarget.value))}
      >
        {groups.map((g, i) => (
          <option key={g} value={i}>
            {g}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={layout.buttonGhost}>
          Show colours
        </button>
      )}
    </form>
  )
}
