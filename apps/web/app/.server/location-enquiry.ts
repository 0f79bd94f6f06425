import type { AppLoadContext } from '@remix-run/node'
import { leadAction, leadFormBoot } from './lead-action'
import { locationEnquiryOptions } from './lead-forms'

/** What a page with the location enquiry form loads (docs/spec-coverage.md, Lead forms). */
export async function locationEnquiryForm(request: Request, context: AppLoadContext) {
  return { options: locationEnquiryOptions(context.tenant), boot: await leadFormBoot(request, context) }
}

/** The location enquiry's action: the location_id is the page's (and no car), whatever the body says. */
export function locationEnquiryAction(request: Request, context: AppLoadContext, locationId: string) {
  return leadAction(request, context, {
    form: 'location-enquiry',
    formOptions: locationEnquiryOptions(context.tenant),
    serverValues: { location_id: locationId, car_id: '' },
  })
}
