/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react'
import type { CarCardData, CarCardProps, CtaAction, VehicleCtasProps } from './slots'

/*
 * The DOM contract (docs/spec-coverage.md, Theme kit: DOM contract and contract suite): the markup
 * the app's browser scripts, analytics and tests find in a theme's slots. The props types cannot
 * say "render this attribute", so a theme draws these parts through the helpers below: each fixes
 * what the app needs and leaves the look (class names, icons, wrappers) to the theme. The shared
 * suite (`@dealer/theme-contract/testing`) checks the rendered markup as well.
 */

/** The attributes of a call to action the app relies on. */
export interface CtaAttributes {
  readonly href: string
  /** The action's id: analytics (event 17) and the phone reveal (`a[data-cta="call"]`) find it. */
  readonly 'data-cta': CtaAction['id']
  readonly 'data-emphasis': CtaAction['emphasis']
  /** The dialog the app opens instead of following the link (`a[data-dialog]`), when it has one. */
  readonly 'data-dialog': string | undefined
}

/** What an action's link must carry, for a theme that cannot use `<CtaLink>`. */
export function ctaAttributes(action: CtaAction): CtaAttributes {
  return {
    href: action.href,
    'data-cta': action.id,
    'data-emphasis': action.emphasis,
    'data-dialog': action.dialog ?? undefined,
  }
}

/** The call action's label, as the app writes it and as the call link must be named. */
export function callLinkLabel(phone: string): string {
  return `Call Now - ${phone}`
}

/**
 * An action's label cut for a narrow button: what comes before ' - ' is shown ('Call Now'), the
 * rest (' - (07) 3252 XXXX') is hidden from the eye but kept for assistive technology.
 */
export function splitCtaLabel(label: string): { shown: string; hidden: string } {
  const cut = label.indexOf(' - ')
  return cut < 0 ? { shown: label, hidden: '' } : { shown: label.slice(0, cut), hidden: label.slice(cut) }
}

export interface CtaLinkProps {
  readonly action: CtaAction
  readonly className: string
  /** Drawn before the label: an icon, a disc. */
  readonly before?: ReactNode
  /** Drawn after the label: an arrow. */
  readonly after?: ReactNode
  /** The class of the label's <span>. */
  readonly labelClassName?: string
  /**
   * Show only the label's short part (`splitCtaLabel`), the rest in a span of this class (the
   * theme's visually-hidden class), so the link's name is still the whole label.
   */
  readonly shortLabelHiddenClassName?: string
}

/**
 * One call to action as a link (docs/spec-coverage.md, Theme kit: DOM contract and contract suite).
 * It always carries `ctaAttributes` and always writes the action's whole label as its text (the
 * theme decorates around it but cannot replace it): 'Call Now - …' is the call link's accessible
 * name, which the car page's browser tests and screen-reader users rely on.
 */
export function CtaLink({ action, className, before, after, labelClassName, shortLabelHiddenClassName }: CtaLinkProps) {
  const { shown, hidden } = splitCtaLabel(action.label)
  return (
    <a className={className} {...ctaAttributes(action)}>
      {before}
      {shortLabelHiddenClassName !== undefined && hidden ? (
        <span className={labelClassName}>
          {shown}
          <span className={shortLabelHiddenClassName}>{hidden}</span>
        </span>
      ) : (
        <span className={labelClassName}>{action.label}</span>
      )}
      {after}
    </a>
  )
}

/**
 * The element around a VehicleCtas rendering, marked with its placement (`data-placement`): the
 * car page lays out `[data-placement="sidebar"]` and its tests find the phone bar by
 * `[data-placement="bar"]`. With `label` it is a named group.
 */
export function CtaRegion({
  placement,
  className,
  label,
  children,
}: {
  placement: VehicleCtasProps['placement']
  className: string
  label?: string
  children: ReactNode
}) {
  return (
    <div className={className} role={label ? 'group' : undefined} aria-label={label} data-placement={placement}>
      {children}
    </div>
  )
}

/**
 * The header's main navigation: `nav aria-label="Main"` (the app's tests and assistive technology
 * find the menu by this name). A header has one for wide screens and may have one in its phone
 * menu; at every width one of them must be visible.
 */
export function MainNav({ className, children }: { className: string; children: ReactNode }) {
  return (
    <nav aria-label="Main" className={className}>
      {children}
    </nav>
  )
}

/**
 * A car card's root: one `<article>` per car (the lists, the tests and `getByRole('article')`
 * count on it), carrying the car's id and its position in the list.
 */
export function CardArticle({
  car,
  position,
  className,
  children,
}: {
  car: CarCardData
  position: number
  className: string
  children: ReactNode
}) {
  return (
    <article className={className} data-car-id={car.id} data-position={position}>
      {children}
    </article>
  )
}

/**
 * A card's title: the heading at the level the page asks for, holding the card's one link to the
 * car, named by the car's title. Any other link a card draws ('Find Me Something Similar') goes
 * elsewhere and comes after it.
 */
export function CardTitle({
  car,
  headingLevel,
  className,
  linkClassName,
}: {
  car: CarCardData
  headingLevel: CarCardProps['headingLevel']
  className: string
  linkClassName: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Heading className={className}>
      <a className={linkClassName} href={car.href}>
        {car.title}
      </a>
    </Heading>
  )
}
