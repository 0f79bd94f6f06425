/** The panel above a search's results. */
export type SaveSearchPanel =
  | { readonly signedIn: false; readonly email: string }
  | {
      readonly signedIn: true
      /** Back from sign-in: the save is waiting for the shopper's click. */
      readonly confirm: boolean
      readonly email: string
      /** This exact search is saved already, alerting this address. */
      readonly savedEmail: string | null
      readonly limitReached: boolean
      readonly limit: number
    }
