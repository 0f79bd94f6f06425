import http from 'node:http'
import { PORT } from './fixtures'

/** A raw HTTP exchange with a dealer host (Node cannot resolve *.localhost; the browser is told to). */
export function hostRequest(
  slug: string,
  path: string,
  options: {
    method?: 'GET' | 'HEAD' | 'POST'
    form?: Record<string, string>
    /** A raw url-encoded body (repeated keys, odd bytes); used instead of `form`. */
    body?: string
    headers?: Record<string, string>
    port?: number
  } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }> {
  const body = options.body ?? (options.form ? new URLSearchParams(options.form).toString() : undefined)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? PORT,
        path,
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          host: `${slug}.localhost:${options.port ?? PORT}`,
          ...(body !== undefined
            ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

export const dealerOrigin = (slug: string, port = PORT) => `http://${slug}.localhost:${port}`

/** A lead form's page fetched over HTTP, as a valid POST body: its fresh hidden keys and a shopper's details. */
export async function leadFormBody(slug: string, path: string, port = PORT): Promise<Record<string, string>> {
  const html = (await hostRequest(slug, path, { port })).body
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''
  return {
    idempotency_key: hidden('idempotency_key'),
    form_started: hidden('form_started'),
    hp_contact_confirm: '',
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
  }
}

/** The first car slug on a dealer's used-cars search page. */
export async function firstCarSlug(slug: string): Promise<string | undefined> {
  const search = (await hostRequest(slug, '/search/used-cars')).body
  return /href="\/cars\/([a-z0-9-]+)"/.exec(search)?.[1]
}
