import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { financeView } from '~/.server/car-page'
import { financeAction, financeLoader } from '~/.server/finance-page'
import { leadFormHeaders } from '~/.server/lead-action'
import { carFromQuery } from '~/.server/visible-car'
import { FinanceSection } from '~/components/car/finance-section'
import { FinancePage } from '~/components/finance/finance-page'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

/*
 * /personalised/finance?car_id={id}: the finance page of one car that has an NVIC code
 * (docs/spec-coverage.md, Dealer site: offers, brands and service): its price, its finance
 * calculator (a GET form that keeps car_id) and the finance form prefilled with the car. A car
 * without an NVIC, a hidden or sold-and-gone car, another dealer's car or a malformed id is a 404.
 */
async function nvicCar(context: LoaderFunctionArgs['context'], request: Request) {
  const car = await carFromQuery(context, request)
  if (!car?.nvic) throw new Response(null, { status: 404 })
  return car
}

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args
  const car = await nvicCar(context, request)
  const page = await financeLoader(args)
  const finance = financeView(context, car, new URL(request.url), null)
  return { ...page, finance, carId: car.id, carSlug: car.slug }
}

export async function action(args: ActionFunctionArgs) {
  await nvicCar(args.context, args.request)
  return financeAction(args)
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data?.car ? `Finance for the ${data.car.name}` : 'Finance',
    // One page per car, reached from its car page: not a page for search engines.
    noindex: true,
  })

export default function PersonalisedFinance() {
  const data = useLoaderData<typeof loader>()
  return (
    <FinancePage
      data={data}
      actionData={useActionData<typeof action>()}
      calculator={
        data.finance ? (
          <FinanceSection
            finance={data.finance}
            action="/personalised/finance"
            carId={data.carId}
            carSlug={data.carSlug}
            carried={[{ name: 'car_id', value: data.carSlug }]}
            enquireHref="#finance-form"
          />
        ) : null
      }
    />
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
