import type { HeaderAccount } from '@dealer/theme-contract'

/**
 * The shopper's account links as list items: 'Sign In' when signed out; the garage, the
 * watchlist and a 'Sign Out' button (a POST form, so no JavaScript is needed) when signed in.
 * Each theme passes its own class names for the link and the button.
 */
export function AccountLinks({
  account,
  itemClass,
  linkClass,
  buttonClass,
}: {
  account: HeaderAccount
  itemClass?: string
  linkClass: string
  buttonClass: string
}) {
  return (
    <>
      {account.signIn ? (
        <li className={itemClass}>
          <a className={linkClass} href={account.signIn.href}>
            {account.signIn.label}
          </a>
        </li>
      ) : null}
      {account.links.map((link) => (
        <li key={link.href} className={itemClass}>
          <a className={linkClass} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
      {account.signOutAction ? (
        <li className={itemClass}>
          <form method="post" action={account.signOutAction}>
            <button type="submit" className={buttonClass}>
              Sign Out
            </button>
          </form>
        </li>
      ) : null}
    </>
  )
}
