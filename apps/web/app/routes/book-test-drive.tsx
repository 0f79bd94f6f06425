import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { testDriveOptions } from '~/.server/lead-forms'
import { TestDriveForm } from '~/components/lead-form/TestDriveForm'

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

// The general booking page (spec §2 /book-test-drive/): no car, so the shopper picks the location.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    dealer: context.tenant.dealer.name,
    options: testDriveOptions(context.tenant, { now: context.services.now() }),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return leadAction(request, context, { form: 'test-drive', formOptions: testDriveOptions(context.tenant, { now: context.services.now() }) })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Book a Test Drive | ${data.dealer}` : 'Book a Test Drive' }]

export default function BookTestDrive() {
  const { options, boot } = useLoaderData<typeof loader>()
  return <TestDriveForm car={null} options={options} boot={boot} />
}
