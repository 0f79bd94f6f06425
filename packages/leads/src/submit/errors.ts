/** Field and form errors, shaped like zod's flatten() so a route can show them the same way. */
export interface LeadValidationIssues {
  formErrors: string[]
  fieldErrors: Record<string, string[]>
}

/**
 * The submission was not a valid lead. The only error submitLead throws on bad input; anything
 * else it throws is a fault (database unavailable...) to show as 'An error occurred when
 * submitting this form'. Routes validate with the same schema first, so this is rare.
 */
export class LeadValidationError extends Error {
  override readonly name = 'LeadValidationError'
  readonly issues: LeadValidationIssues

  constructor(issues: Partial<LeadValidationIssues>) {
    const all = { formErrors: issues.formErrors ?? [], fieldErrors: issues.fieldErrors ?? {} }
    const fields = Object.keys(all.fieldErrors)
    super(`Invalid lead: ${[...all.formErrors, ...(fields.length ? [`fields ${fields.join(', ')}`] : [])].join('; ')}`)
    this.issues = all
  }
}
