import { Confirmation } from '~/components/confirmation'
import * as payments from '~/styles/payments.css'
import { DemoNotice } from './DemoNotice'

/** A succeeded payment as the confirmation pages show it (PaymentReceipt on the server). */
export interface ReceiptData {
  id: string
  amount: string
  description: string
  reference: string | null
  providerRef: string | null
  /** dd/MM/yyyy, as every date on the site (docs/spec-coverage.md, Stock rules), in the dealer's time zone. */
  date: string
  /** The stored provider was the demo: no money moved. */
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
    <Confirmation title={props.title} car={receipt.car}>
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
    </Confirmation>
  )
}
