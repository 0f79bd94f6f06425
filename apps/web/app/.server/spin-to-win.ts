import { createHash } from 'node:crypto'
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { formatAustralianPhone, formatDate, localNow, signInPath, stateTimeZone } from '@dealer/domain'
import { submitLead } from '@dealer/leads'
import { hasEnded, type SpinCampaign } from '@dealer/spin-to-win'
import { primaryLocation } from '@dealer/tenant'
import { leadContextOf } from './lead-action'
import { requireSameOrigin } from './lead-guard'
import { leadTenant } from './leads'
import { gate } from './shopper'

/*
 * Spin to win (/spin-to-win; docs/spec-coverage.md, Payments and spin to win): the dealer's
 * campaign from tenant config, one spin per signed-in phone. Where the dealer gates it, a
 * signed-out visitor is sent to sign in first; where not, the page shows the prizes and a Sign in
 * to spin link, because the one-spin rule needs a verified phone. Without JavaScript the POST
 * redirects to the page with the result.
 */

export const SPIN_PATH = '/spin-to-win'

function campaignOf(context: AppLoadContext): SpinCampaign {
  const campaign = context.tenant.spinToWin
  if (!campaign) throw new Response(null, { status: 404 })
  return campaign
}

function localDate(context: AppLoadContext, iso: string): string {
  const zone = stateTimeZone(primaryLocation(context.tenant).address.state)
  return formatDate(localNow(new Date(iso), zone).date)
}

/** One lead per phone and campaign, whichever request gets to send it. */
function spinLeadKey(campaign: string, phone: string): string {
  return `spin-${createHash('sha256').update(`${campaign}\u0000${phone}`).digest('hex').slice(0, 40)}`
}

export async function spinLoader({ request, context }: LoaderFunctionArgs) {
  const campaign = campaignOf(context)
  const { tenant, services } = context
  const shopper = await gate(request, context, 'spin-to-win')
  const [standings, result] = await Promise.all([
    services.spinToWin.standings(tenant.slug, campaign),
    shopper ? services.spinToWin.result(tenant.slug, campaign, shopper.phone) : null,
  ])
  const open = standings.filter((p) => p.left === null || p.left > 0)
  const totalOdds = open.reduce((sum, p) => sum + p.odds, 0)
  const ended = hasEnded(campaign, services.now())
  return {
    title: campaign.title,
    dealer: tenant.dealer.name,
    endsOn: campaign.endsAt ? localDate(context, campaign.endsAt) : null,
    ended,
    prizes: standings.map((p) => ({
      label: p.label,
      win: p.win,
      left: p.left,
      // Each prize's chance on the next spin, from its odds among those with stock left.
      chance: (p.left === null || p.left > 0) && totalOdds > 0 ? p.odds / totalOdds : 0,
    })),
    // The wheel shows what can still come up (and what this shopper won, even if it is now gone).
    wheel: standings
      .filter((p) => p.left === null || p.left > 0 || p.label === result?.prize)
      .map((p) => ({ label: p.label, odds: p.odds, win: p.win })),
    signedInPhone: shopper ? formatAustralianPhone(shopper.phone) : null,
    signInHref: signInPath('spin-to-win', SPIN_PATH, '/'),
    result: result ? { prize: result.prize, win: result.win, date: localDate(context, result.createdAt) } : null,
    canSpin: Boolean(shopper) && !result && !ended && open.length > 0,
  }
}

export async function spinAction({ request, context }: ActionFunctionArgs) {
  const campaign = campaignOf(context)
  const { tenant, services } = context
  requireSameOrigin(request)
  const shopper = await gate(request, context, 'spin-to-win')
  // One spin per phone needs a verified phone, even where the dealer does not gate the page.
  if (!shopper) throw redirect(signInPath('spin-to-win', SPIN_PATH, SPIN_PATH), { status: 303 })
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    formData = new FormData()
  }
  const now = services.now()
  const outcome = await services.spinToWin.spin(
    { tenant: tenant.slug, campaign, phone: shopper.phone, now },
    {
      onResult: async (trx, result) => {
        const { leadId } = await submitLead(
          trx,
          leadTenant(tenant),
          {
            form: 'spin-to-win',
            values: { phone: shopper.phone, campaign: campaign.campaign, prize: result.prize },
            context: leadContextOf(request, context, formData),
          },
          {
            idempotencyKey: spinLeadKey(campaign.campaign, shopper.phone),
            now,
            ipHashKey: services.leadGuard.settings.secret,
          },
        )
        return leadId
      },
    },
  )
  if (outcome.outcome === 'spun') services.leadDelivery?.wake()
  // The page shows the result, the first one for a repeat, or why nobody can spin now.
  return redirect(SPIN_PATH, { status: 303 })
}
