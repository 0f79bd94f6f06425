import type { ComponentType, ReactNode } from 'react'

/** What a component needs of a link; `prefetch` marks a link worth fetching ahead of the click. */
export interface LinkProps {
  href: string
  className?: string
  rel?: string
  'aria-label'?: string
  prefetch?: boolean
  children?: ReactNode
}

/**
 * The app's router link (Remix's `<Link>` adapted to these props), so ui components stay free of
 * a router; a plain `<a>` when none is given.
 */
export type LinkComponent = ComponentType<LinkProps>

export function PlainLink({ prefetch: _prefetch, children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>
}
