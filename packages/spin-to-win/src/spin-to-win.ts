import { randomInt } from 'node:crypto'
import {
  awardPrize,
  findSpinResult,
  insertSpinResult,
  prizeAwards,
  setSpinLead,
  type Database,
  type Schema,
  type SpinResultRecord,
} from '@dealer/db'
import type { Kysely } from 'kysely'
import { hasEnded, standings, type PrizeStanding, type SpinCampaign } from './campaign'
import { drawPrize } from './draw'

/** A stored spin, as pages show it. */
export interface SpinResult {
  readonly campaign: string
  readonly phone: string
  readonly prize: string
  readonly win: boolean
  readonly leadId: string | null
  readonly createdAt: string
}

export type SpinOutcome =
  /** This request drew the prize. */
  | { readonly outcome: 'spun'; readonly result: SpinResult }
  /** The phone had spun this campaign already: its first result. */
  | { readonly outcome: 'already'; readonly result: SpinResult }
  | { readonly outcome: 'ended' }
  /** Every prize with a stock limit is gone and nothing else is on the wheel. */
  | { readonly outcome: 'no-prizes' }

export interface SpinHooks {
  /**
   * Runs inside the transaction that stores the result and counts the prize (the dealer's lead),
   * so a result is never stored without it; a returned id is kept as the result's lead.
   */
  onResult?: (trx: Kysely<Schema>, result: SpinResult) => Promise<string | null | void>
}

export interface SpinToWin {
  /** The phone's result in this campaign, if it has spun. */
  result(tenant: string, campaign: SpinCampaign, phone: string): Promise<SpinResult | null>
  /** Each prize with how many are left. */
  standings(tenant: string, campaign: SpinCampaign): Promise<PrizeStanding[]>
  spin(
    input: { tenant: string; campaign: SpinCampaign; phone: string; now: Date },
    hooks?: SpinHooks,
  ): Promise<SpinOutcome>
}

export interface SpinToWinOptions {
  database: Database
  /** A uniform whole number from 0 to n - 1; crypto.randomInt unless a test fixes it. */
  randomBelow?: (n: number) => number
}

const MAX_ATTEMPTS = 5

/** Thrown inside the transaction to roll it back: the drawn prize ran out meanwhile. */
class PrizeGone extends Error {}
/** Thrown inside the transaction to roll it back: a concurrent spin of the same phone won. */
class AlreadySpun extends Error {}

/**
 * The spin-to-win draw. One spin per phone per campaign (the result's primary key); the prize is
 * drawn by weight among those with stock left, and its count, the result and the hook's writes
 * commit together. When a concurrent spin takes the last of the drawn prize the draw is rolled back
 * and made again, so stock is never exceeded; when the same phone spins twice at once, one result
 * stands and the other request answers with it.
 */
export function createSpinToWin(options: SpinToWinOptions): SpinToWin {
  const { db } = options.database
  const randomBelow = options.randomBelow ?? ((n: number) => randomInt(n))

  async function result(tenant: string, campaign: SpinCampaign, phone: string) {
    const row = await findSpinResult(db, tenant, campaign.campaign, phone)
    return row ? toResult(row) : null
  }

  return {
    result,
    async standings(tenant, campaign) {
      return standings(campaign, await prizeAwards(db, tenant, campaign.campaign))
    },
    async spin({ tenant, campaign, phone, now }, hooks) {
      const before = await result(tenant, campaign, phone)
      if (before) return { outcome: 'already', result: before }
      if (hasEnded(campaign, now)) return { outcome: 'ended' }
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(async (trx): Promise<SpinOutcome> => {
            const existing = await findSpinResult(trx, tenant, campaign.campaign, phone)
            if (existing) return { outcome: 'already', result: toResult(existing) }
            const prize = drawPrize(campaign.prizes, await prizeAwards(trx, tenant, campaign.campaign), randomBelow)
            if (!prize) return { outcome: 'no-prizes' }
            if (!(await awardPrize(trx, tenant, campaign.campaign, prize.label, prize.stock))) throw new PrizeGone()
            const row = {
              tenant,
              campaign: campaign.campaign,
              phone,
              prize: prize.label,
              win: prize.win ? 1 : 0,
              lead_id: null,
              created_at: now.toISOString(),
            }
            if (!(await insertSpinResult(trx, row))) throw new AlreadySpun()
            const spun = toResult(row)
            const leadId = await hooks?.onResult?.(trx, spun)
            if (leadId) await setSpinLead(trx, tenant, campaign.campaign, phone, leadId)
            return { outcome: 'spun', result: { ...spun, leadId: leadId || null } }
          })
        } catch (error) {
          if (error instanceof AlreadySpun) {
            const first = await result(tenant, campaign, phone)
            if (first) return { outcome: 'already', result: first }
          }
          if (!(error instanceof PrizeGone) || attempt >= MAX_ATTEMPTS) throw error
        }
      }
    },
  }
}

function toResult(row: SpinResultRecord): SpinResult {
  return {
    campaign: row.campaign,
    phone: row.phone,
    prize: row.prize,
    win: Number(row.win) === 1,
    leadId: row.lead_id,
    createdAt: row.created_at,
  }
}
