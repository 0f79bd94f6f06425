import { Link } from '@remix-run/react'
import type { LinkProps } from '@dealer/ui/link'

/** Remix's client-side link for @dealer/ui components that take a `link` (a prefetch means on intent). */
export function AppLink({ href, prefetch, ...props }: LinkProps) {
  return <Link to={href} prefetch={prefetch ? 'intent' : undefined} {...props} />
}
