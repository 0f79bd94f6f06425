import * as pages from '~/styles/lead-pages.css'

/** Said on every page that takes or confirms a payment through the demo provider. */
export function DemoNotice({ paid }: { paid?: boolean }) {
  return (
    <p className={pages.notice} role="note">
      <strong>Demo payment.</strong>{' '}
      {paid
        ? 'This was a demonstration: no money moved and no card was charged.'
        : 'This site takes payments through a demo provider: no card details are asked for and no money moves.'}
    </p>
  )
}
