import { Link } from '@remix-run/react'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'
import * as payments from '~/styles/payments.css'
import { DemoNotice } from './DemoNotice'

/** A succeeded payment as the confirmation pages show it (PaymentReceipt on the server). */
export interface ReceiptData {
  id: string
  amount: string
  description: string
  reference: string | null
  providerRef: string | null
  date: string
  demo: boolean
  car: { name: string; slug: string } | null
}

/** The confirmation shown once the payment is committed; the same page for every repeat of its POST. */
export function PaymentConfirmation(props: {
  title: string
  receipt: ReceiptData
  dealer: string
  dealerPhone: string
  nextSteps: string
}) {
  const { receipt } = props
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card} role="status">
        <h1 className={layout.sectionTitle}>{props.title}</h1>
        <dl className={payments.receipt}>
          <dt>Amount</dt>
          <dd data-testid="receipt-amount">{receipt.amount}</dd>
          <dt>For</dt>
          <dd>{receipt.description}</dd>
          {receipt.reference ? (
            <>
              <dt>Your reference</dt>
              <dd>{receipt.reference}</dd>
            </>
          ) : null}
          <dt>Date</dt>
          <dd>{receipt.date}</dd>
          <dt>Payment number</dt>
          <dd data-testid="receipt-id">{receipt.id}</dd>
        </dl>
        {receipt.demo ? <DemoNotice paid /> : null}
        <p>{props.nextSteps}</p>
        <p>
          Questions? Call {props.dealer} on {props.dealerPhone}.
        </p>
        <p>
          {receipt.car ? (
            <Link className={layout.buttonGhost} to={`/cars/${receipt.car.slug}`}>
              Back to the {receipt.car.name}
            </Link>
          ) : null}{' '}
          <Link className={layout.button} to="/search/new-used-and-demo-cars">
            Keep browsing
          </Link>
        </p>
      </div>
    </div>
  )
}
