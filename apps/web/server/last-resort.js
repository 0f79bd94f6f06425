// The last error handler (docs/spec-coverage.md, Hardening): Express's own writes the whole stack
// to the log for every error, a client's malformed %-encoding included. A client's error (4xx)
// is answered plainly and not logged; anything else is logged on one line and answered 500.

/**
 * @param {{ cacheControl: string }} options
 * @returns {import('express').ErrorRequestHandler}
 */
export function lastResort({ cacheControl }) {
  return (err, req, res, _next) => {
    const status = Number(err?.status ?? err?.statusCode)
    const clientError = status >= 400 && status < 500
    if (!clientError) {
      const message = err instanceof Error ? err.message : String(err)
      console.error(`[http] ${req.method} ${req.originalUrl.slice(0, 200)}: ${message.split('\n')[0]}`)
    }
    if (res.headersSent) {
      res.destroy()
      return
    }
    res
      .status(clientError ? status : 500)
      .set('Cache-Control', cacheControl)
      .type('text')
      .send(clientError ? 'Bad request.' : 'Something went wrong on our side. Please try again.')
  }
}
