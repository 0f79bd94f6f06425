import { preloadPhoneReveal } from './use-phone-reveal'
import * as styles from '~/styles/car-interactive.css'

/**
 * The dealer phone block. Masked (docs/spec-coverage.md, Car page) it shows the number with its last digits as
 * X and a 'Show number' button in a form that posts to the reveal route, so it works without
 * JavaScript; with it, the submit is taken over and the number appears in place (the code that asks
 * for it loads as a pointer, touch or focus reaches the form).
 */
export function PhoneBlock(props: {
  id: string
  dealerName: string
  masked: string
  phone: { number: string; href: string } | null
  action: string
  onReveal: () => Promise<boolean>
}) {
  return (
    <div id={props.id} className={styles.phoneBlock} role="group" aria-label="Dealer phone">
      <span className={styles.phoneLabel}>Call {props.dealerName}</span>
      {props.phone ? (
        <a href={props.phone.href} className={styles.phoneNumber} data-testid="dealer-phone-number">
          {props.phone.number}
        </a>
      ) : (
        <form
          method="post"
          action={props.action}
          className={styles.phoneForm}
          onPointerEnter={preloadPhoneReveal}
          onTouchStart={preloadPhoneReveal}
          onFocus={preloadPhoneReveal}
          onSubmit={async (e) => {
            e.preventDefault()
            // Fall back to the plain form post if the reveal call fails.
            const form = e.currentTarget
            if (!(await props.onReveal())) form.submit()
          }}
        >
          <span className={styles.phoneNumber} data-testid="dealer-phone-masked">
            {props.masked}
          </span>
          <input type="hidden" name="source" value="link" />
          <button type="submit" className={styles.secondaryButton}>
            Show number
          </button>
        </form>
      )}
    </div>
  )
}
