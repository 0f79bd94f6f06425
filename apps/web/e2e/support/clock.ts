/** A fixed clock so stock visibility and tags are the same on every run (the server's APP_NOW). */
export const E2E_NOW_ISO = '2026-11-20T02:00:00.000Z'
