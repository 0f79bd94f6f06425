import { answerConsent, doNotTrack, type ConsentChoice } from '@dealer/analytics/client'
import { useEffect, useState, type FormEvent } from 'react'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/consent.css'

/** The consent route the banner's form posts to (app/routes/analytics.consent.tsx). */
export const CONSENT_ACTION = '/analytics/consent'

/**
 * The analytics consent banner of a dealer that asks first (docs/spec-coverage.md, Analytics).
 * A form with Accept and Decline posting to the consent route, which keeps the answer in a
 * cookie and comes back to the page, so it works without JavaScript. With it, the answer is
 * posted in the background, the banner goes and the page's held events are sent (accepted) or
 * dropped (declined). A browser that says Do Not Track is never counted, so it is never asked.
 */
export function ConsentBanner({ dealerName, back }: { dealerName: string; back: string }) {
  const [answered, setAnswered] = useState(false)
  useEffect(() => {
    if (doNotTrack()) setAnswered(true)
  }, [])
  if (answered) return null

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const value = submitter instanceof HTMLButtonElement ? submitter.value : ''
    if (value !== 'accept' && value !== 'decline') return
    event.preventDefault()
    const choice: ConsentChoice = value === 'accept' ? 'accepted' : 'declined'
    const body = new URLSearchParams({ choice: value, redirect: back })
    try {
      const res = await fetch(CONSENT_ACTION, { method: 'POST', headers: { Accept: 'application/json' }, body })
      if (!res.ok) throw new Error(`consent not saved: HTTP ${res.status}`)
    } catch (error) {
      // Kept for this page only; the next page asks again.
      console.warn('analytics:', error)
    }
    answerConsent(choice)
    setAnswered(true)
  }

  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <div className={`${layout.container} ${styles.inner}`}>
        <h2 id="consent-title" className={styles.title}>
          Help us improve this site
        </h2>
        <p className={styles.text}>
          {dealerName} would like to count how this site is used (the pages and buttons, never your details). Nothing is
          counted unless you accept. <a href="/privacy-policy">Privacy policy</a>
        </p>
        <form method="post" action={CONSENT_ACTION} className={styles.actions} onSubmit={onSubmit}>
          <input type="hidden" name="redirect" value={back} />
          <button type="submit" name="choice" value="accept" className={layout.button}>
            Accept
          </button>
          <button type="submit" name="choice" value="decline" className={layout.buttonGhost}>
            Decline
          </button>
        </form>
      </div>
    </section>
  )
}
