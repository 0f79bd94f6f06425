import type {
  CarSpecifications as CarSpecificationsPart,
  DealerComments as DealerCommentsPart,
  KeyInformation as KeyInformationPart,
} from './car-details'
import type { DeliveryCalculator as DeliveryCalculatorPart } from './delivery-calculator'
import type { FinanceView } from './finance-section'
import type { FuelCalculator as FuelCalculatorPart } from './fuel-calculator'
import type { PriceComparison as PriceComparisonPart } from './price-comparison'
import type { VehicleLocation as VehicleLocationPart } from './vehicle-location'
import type { Calculator, CarriedInput } from '~/lib/calculator-query'
import { onDemand } from '~/lib/on-demand'
import * as styles from '~/styles/car.css'

// The calculators and panels below the details are server-rendered HTML (GET forms, links) whose code
// the browser loads only when needed (~/lib/on-demand.tsx): the finance calculator's live figures when
// the shopper reaches it; the others do nothing in the browser and keep their server HTML.
const KeyInformation = onDemand(() => import('./car-panels').then((m) => m.KeyInformation), {
  id: 'key-information',
  inert: true,
  cacheHtml: true,
})
const CarSpecifications = onDemand(() => import('./car-panels').then((m) => m.CarSpecifications), {
  id: 'specifications',
  inert: true,
  cacheHtml: true,
})
const DealerComments = onDemand(() => import('./car-panels').then((m) => m.DealerComments), {
  id: 'dealer-comments',
  inert: true,
  cacheHtml: true,
})
const FinanceSection = onDemand(() => import('./finance-section').then((m) => m.FinanceSection), {
  id: 'finance-calculator',
})
const FuelCalculator = onDemand(() => import('./car-panels').then((m) => m.FuelCalculator), {
  id: 'fuel-calculator',
  inert: true,
  cacheHtml: true,
})
const DeliveryCalculator = onDemand(() => import('./car-panels').then((m) => m.DeliveryCalculator), {
  id: 'delivery-calculator',
  inert: true,
  cacheHtml: true,
})
const PriceComparison = onDemand(() => import('./car-panels').then((m) => m.PriceComparison), {
  id: 'price-comparison',
  inert: true,
  cacheHtml: true,
})
const VehicleLocation = onDemand(() => import('./car-panels').then((m) => m.VehicleLocation), {
  id: 'vehicle-map',
  inert: true,
  cacheHtml: true,
})

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
    details: Props<typeof KeyInformationPart> & Props<typeof CarSpecificationsPart>
    comments: Props<typeof DealerCommentsPart>['comments']
    finance: FinanceView | null
    market: Props<typeof PriceComparisonPart>['market']
    fuel: Props<typeof FuelCalculatorPart>['fuel'] | null
    delivery: Props<typeof DeliveryCalculatorPart>['delivery'] | null
    carried: Record<Calculator, CarriedInput[]>
    location: Props<typeof VehicleLocationPart>['location']
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
