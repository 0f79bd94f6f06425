/*
 * The contract suite's failure messages: each assertion states the rule it checks and where the
 * docs list them, so a theme developer reads what to fix rather than "expected 'p' to be 'header'".
 */

/** Where the docs list the suite's rules: every failure of the suite names its rule and points here. */
export const SUITE_DOCS = 'docs/themes.md, "What the contract suite checks"'

/** A failure message: the rule broken, and where it is explained. */
export const rule = (text: string) => `${text} (${SUITE_DOCS})`
