import { CarSpecifications, DealerComments, KeyInformation } from './car-details'
import { DeliveryCalculator } from './delivery-calculator'
import { FinanceSection, type FinanceView } from './finance-section'
import { FuelCalculator } from './fuel-calculator'
import { PriceComparison } from './price-comparison'
import { VehicleLocation } from './vehicle-location'
import type { Calculator, CarriedInput } from '~/lib/calculator-query'
import * as styles from '~/styles/car.css'

type Props<C extends (props: never) => unknown> = Parameters<C>[0]

/**
 * The car page's detail column, in order (docs/spec-coverage.md, Car page): key information,
 * specifications, comments, then the calculators and panels each shown only when its data
 * supports it, then the vehicle's location.
 */
export function CarDetailsSections({
  data,
  action,
}: {
  data: {
    car: { id: string; slug: string }
    details: Props<typeof KeyInformation> & Props<typeof CarSpecifications>
    comments: Props<typeof DealerComments>['comments']
    finance: FinanceView | null
    market: Props<typeof PriceComparison>['market']
    fuel: Props<typeof FuelCalculator>['fuel'] | null
    delivery: Props<typeof DeliveryCalculator>['delivery'] | null
    carried: Record<Calculator, CarriedInput[]>
    location: Props<typeof VehicleLocation>['location']
  }
  action: string
}) {
  return (
    <div className={styles.mainCol}>
      <KeyInformation keyInfo={data.details.keyInfo} />
      <CarSpecifications groups={data.details.groups} isCaravan={data.details.isCaravan} />
      <DealerComments comments={data.comments} />
      {data.finance ? (
        <FinanceSection
          finance={data.finance}
          action={action}
          carId={data.car.id}
          carSlug={data.car.slug}
          carried={data.carried.finance}
        />
      ) : null}
      <PriceComparison market={data.market} />
      {data.fuel ? <FuelCalculator fuel={data.fuel} action={action} carried={data.carried.fuel} /> : null}
      {data.delivery ? (
        <DeliveryCalculator delivery={data.delivery} action={action} carried={data.carried.delivery} />
      ) : null}
      <VehicleLocation location={data.location} />
    </div>
  )
}
