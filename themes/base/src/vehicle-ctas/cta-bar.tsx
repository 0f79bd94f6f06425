import { CtaRegion, type CtaAction, type VehicleCtasProps } from '@dealer/theme-contract'
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react'
import { Icon } from '../icons/icons'
import { CtaLink } from './cta-link'

/** How many actions the phone bar shows before the rest go into its More menu. */
export const BAR_ACTIONS = 3

/**
 * The actions the phone bar shows and those its More menu holds (docs/spec-coverage.md, Car
 * page). All fit when there are at most three; otherwise the call, then the primary actions,
 * then the others in order take the three places, drawn in the page's order, and the rest go
 * into More in the page's order.
 */
export function barActions(actions: readonly CtaAction[]): { shown: CtaAction[]; more: CtaAction[] } {
  if (actions.length <= BAR_ACTIONS) return { shown: [...actions], more: [] }
  const rank = (a: CtaAction) => (a.id === 'call' ? 0 : a.emphasis === 'primary' ? 1 : 2)
  const picked = new Set(
    [...actions]
      .map((action, index) => ({ action, index }))
      .sort((a, b) => rank(a.action) - rank(b.action) || a.index - b.index)
      .slice(0, BAR_ACTIONS)
      .map((p) => p.action),
  )
  return { shown: actions.filter((a) => picked.has(a)), more: actions.filter((a) => !picked.has(a)) }
}

/** The class names a theme gives the mobile bottom bar of CTAs. */
export interface CtaBarClasses {
  bar: string
  barMessage: string
  barRow: string
  barAction: Record<CtaAction['emphasis'], string>
  barIcon: string
  /** The More menu: the <details>, its <summary> (drawn like a bar button), the panel and its links. */
  more: string
  moreSummary: string
  morePanel: string
  moreLink: string
  moreIcon: string
}

function close(details: HTMLDetailsElement) {
  details.open = false
}

/**
 * The fixed mobile bottom bar (docs/spec-coverage.md, Car page): an optional sold message over at
 * most three actions and a More menu holding the rest. The menu is a <details>, so it opens and
 * closes without JavaScript, by keyboard and for screen readers; with JavaScript Escape, a choice
 * or leaving it (focus or a click elsewhere) closes it too.
 */
export function CtaBar({ props, classes: s }: { props: VehicleCtasProps; classes: CtaBarClasses }) {
  const { shown, more } = barActions(props.actions)
  return (
    <CtaRegion placement="bar" className={s.bar} label="Vehicle actions">
      {props.soldMessage ? <p className={s.barMessage}>{props.soldMessage}</p> : null}
      <div className={s.barRow}>
        {shown.map((action) => (
          <CtaLink
            key={action.id}
            action={action}
            className={s.barAction[action.emphasis]}
            iconClassName={s.barIcon}
            short
          />
        ))}
        {more.length > 0 ? (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a disclosure: its summary and links take the keys; these only close it (Escape, focus gone)
          <details
            className={s.more}
            data-cta-more=""
            onKeyDown={(e: KeyboardEvent<HTMLDetailsElement>) => {
              if (e.key !== 'Escape' || !e.currentTarget.open) return
              close(e.currentTarget)
              e.currentTarget.querySelector('summary')?.focus()
            }}
            onBlur={(e: FocusEvent<HTMLDetailsElement>) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close(e.currentTarget)
            }}
          >
            <summary className={s.moreSummary}>
              <Icon name="more" className={s.barIcon} />
              <span>More</span>
            </summary>
            {/* A choice closes the menu (a dialog or a call follows). */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the links inside take the keys; this only closes the menu after one is followed */}
            <ul
              className={s.morePanel}
              aria-label="More actions"
              onClick={(e: MouseEvent<HTMLUListElement>) => {
                const details = e.currentTarget.closest('details')
                if (details && (e.target as Element).closest('a')) close(details)
              }}
            >
              {more.map((action) => (
                <li key={action.id}>
                  <CtaLink action={action} className={s.moreLink} iconClassName={s.moreIcon} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </CtaRegion>
  )
}
