// Serves stored files (a car's history report under /documents/, its video under /videos/) from the
// data folder: the app decides which file a path means and how long it may be kept; express's
// sendFile answers HEAD, conditional requests (ETag, Last-Modified) and byte ranges (206), which a
// video needs to start and seek (Safari asks for a range first).

/**
 * @typedef {{ file: string, contentType: string, cacheControl: string }} StoredFileFound
 * @typedef {(req: { path: string, tenant: string, version: string | null }) => Promise<StoredFileFound | null>} FindStoredFile
 */

/**
 * The handler of one stored-file route (`/documents/*`, `/videos/*`); the tenant middleware has
 * run before it.
 * @param {{ find: FindStoredFile, notFoundCacheControl: string }} options
 * @returns {import('express').RequestHandler}
 */
export function storedFiles({ find, notFoundCacheControl }) {
  /** @param {import('express').Response} res */
  const notFound = (res) => res.status(404).type('text').set('Cache-Control', notFoundCacheControl).send('Not found')
  return async (req, res, next) => {
    try {
      // Express matches `*` as params[0]; its types give a wildcard route no params at all.
      const params = /** @type {{ 0?: string }} */ (req.params)
      const v = req.query.v
      const found = await find({
        path: params[0] ?? '',
        tenant: /** @type {import('@dealer/tenant').TenantConfig} */ (res.locals.tenant).slug,
        version: typeof v === 'string' ? v : null,
      })
      if (!found) return notFound(res)
      res.sendFile(
        found.file,
        {
          headers: { 'Content-Type': found.contentType, 'Cache-Control': found.cacheControl },
          acceptRanges: true,
          cacheControl: false,
          // The app allows only plain name segments below the store; the store itself may sit
          // below a dot folder (DATA_DIR defaults to .data), which 'ignore' or 'deny' would refuse.
          dotfiles: 'allow',
          etag: true,
          lastModified: true,
        },
        (err) => {
          if (!err || res.headersSent) return
          // Gone between the check and the read.
          if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') notFound(res)
          else next(err)
        },
      )
    } catch (err) {
      next(err)
    }
  }
}
