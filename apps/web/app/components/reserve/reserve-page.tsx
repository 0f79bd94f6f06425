import { Link } from '@remix-run/react'
import type { SubmissionResult } from '@conform-to/react'
import type { ReserveFormOptions } from '@dealer/leads/client'
import { CarSummary } from '~/components/lead-form/car-summary'
import { FormPage } from '~/components/lead-form/form-page'
import type { LeadFormBootData } from '~/components/lead-form/lead-form'
import type { LeadCar } from '~/lib/lead-car'
import * as layout from '~/styles/layout.css'
import * as pages from '~/styles/lead-pages.css'
import { ReserveForm } from './reserve-form-on-demand'

export interface ReservePageData {
  car: LeadCar
  allowed: boolean
  deposit: string
  dealer: string
  phone: string
  options: ReserveFormOptions
  boot: LeadFormBootData
  buyOnline: string | null
}

export function ReservePage({
  data,
  lastResult,
}: {
  data: ReservePageData
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { car } = data
  return (
    <FormPage title="Reserve Car Now" back={{ to: `/cars/${car.slug}`, label: `Back to the ${car.name}` }}>
      <CarSummary car={car} />
      {data.allowed ? <ReserveForm data={data} lastResult={lastResult} /> : <CannotReserve data={data} />}
    </FormPage>
  )
}

function CannotReserve({ data }: { data: ReservePageData }) {
  return (
    <>
      <p role="status" className={pages.notice}>
        This car cannot be reserved online. Send us an enquiry and we will tell you whether it is still available and
        how to secure it, or call us on {data.phone}.
      </p>
      <p>
        <Link className={layout.button} to={`/cars/${data.car.slug}/enquire`}>
          Enquire Now
        </Link>
      </p>
    </>
  )
}
