/** One segment of the wheel, as the dealer configures it. */
export interface SpinPrize {
  readonly label: string
  /** A whole-number weight: a prize with odds 3 comes up three times as often as one with 1. */
  readonly odds: number
  /** How many can be given in the whole campaign; null for no limit (a 'better luck' segment). */
  readonly stock: number | null
  /** False for a segment that wins nothing ('Better luck next time'). */
  readonly win: boolean
}

/** A dealer's spin-to-win campaign (tenant config `spinToWin`). */
export interface SpinCampaign {
  /** Names the campaign in storage: a new name starts a new campaign, with one spin per phone again. */
  readonly campaign: string
  readonly title: string
  readonly prizes: readonly SpinPrize[]
  /** ISO date-time after which nobody may spin; null for no end. */
  readonly endsAt: string | null
}

/** A prize with what is left of it. */
export interface PrizeStanding extends SpinPrize {
  readonly awarded: number
  /** Null for no limit. */
  readonly left: number | null
}

/** Each prize with how many have been given and how many are left. */
export function standings(campaign: SpinCampaign, awarded: ReadonlyMap<string, number>): PrizeStanding[] {
  return campaign.prizes.map((prize) => {
    const given = awarded.get(prize.label) ?? 0
    return { ...prize, awarded: given, left: prize.stock === null ? null : Math.max(0, prize.stock - given) }
  })
}

/** Whether the campaign has ended at `now`. */
export function hasEnded(campaign: SpinCampaign, now: Date): boolean {
  return campaign.endsAt !== null && now.getTime() >= Date.parse(campaign.endsAt)
}
