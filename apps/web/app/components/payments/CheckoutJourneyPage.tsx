import { Link } from '@remix-run/react'
import { CarSummary } from '~/components/lead-form/car-summary'
import { FormPage } from '~/components/lead-form/form-page'
import type { LeadFormBootData } from '~/components/lead-form/lead-form'
import type { LeadCar } from '~/lib/lead-car'
import * as layout from '~/styles/layout.css'
import * as pages from '~/styles/lead-pages.css'
import { CheckoutForm } from './checkout-form-on-demand'
import type { PaymentReply } from './payment-reply'

const SEARCH = '/search/new-used-and-demo-cars'

export type CheckoutJourneyData =
  | { state: 'choose-car'; dealer: string }
  | { state: 'unknown-car'; dealer: string }
  | { state: 'unavailable'; car: LeadCar; dealer: string; dealerPhone: string; message: string }
  | {
      state: 'form'
      car: LeadCar
      dealer: string
      dealerPhone: string
      deposit: string
      demo: boolean
      signedInPhone: string | null
      boot: LeadFormBootData
    }

export function CheckoutJourneyPage({ data, reply }: { data: CheckoutJourneyData; reply: PaymentReply | undefined }) {
  switch (data.state) {
    case 'choose-car':
      return (
        <FormPage title="Buy Online">
          {/* Buy Online is on the car's reserve page, not on the car page itself. */}
          <p>
            Choose the car you would like to buy, press Reserve Car Now on its page, then Buy Online to pay the deposit.
          </p>
          <p>
            <Link className={layout.button} to={SEARCH}>
              Search our cars
            </Link>
          </p>
        </FormPage>
      )
    case 'unknown-car':
      return (
        <FormPage title="Car not found">
          <p>We could not find that car at {data.dealer}. It may have been sold, or the link may be out of date.</p>
          <p>
            <Link className={layout.button} to={SEARCH}>
              Search our cars
            </Link>
          </p>
        </FormPage>
      )
    case 'unavailable':
      return (
        <FormPage title="Buy Online" back={{ to: `/cars/${data.car.slug}`, label: `Back to the ${data.car.name}` }}>
          <CarSummary car={data.car} />
          <p role="alert" className={pages.notice}>
            {data.message} Send us an enquiry and we will tell you about similar cars, or call us on {data.dealerPhone}.
          </p>
          <p>
            <Link className={layout.button} to={`/cars/${data.car.slug}/enquire`}>
              Enquire Now
            </Link>{' '}
            <Link className={layout.buttonGhost} to={SEARCH}>
              Search our cars
            </Link>
          </p>
        </FormPage>
      )
    case 'form':
      return <CheckoutForm data={data} reply={reply} />
  }
}
