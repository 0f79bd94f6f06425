import { ownValue } from '@dealer/domain'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import {
  claimDuePhotos,
  completePhotoFetch,
  markPhotoFailed,
  schedulePhotoRetry,
  type ClaimedPhoto,
  type Database,
} from '@dealer/db'
import {
  createOutboxWorker,
  PermanentDeliveryError,
  TransientDeliveryError,
  type OutboxEvent,
  type OutboxWorker,
} from '@dealer/outbox'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import { safeSegment, shortHash } from './ids'

/*
 * Fetching a feed's photos into the image store (docs/spec-coverage.md, Stock feeds): from the
 * queue in SQL, a few at a time, retried with backoff. Only http(s); the connection is refused for
 * loopback, private, link-local and meta addresses after DNS (request-filtering-agent, so a name
 * that resolves to 127.0.0.1 is refused too, and so is every redirect hop); at most `maxBytes`;
 * only JPEG, PNG, WebP or AVIF, checked by content type and by the file's own first bytes.
 */

/** Default cap on one photo: 10 MB (FEED_PHOTO_MAX_MB). */
export const DEFAULT_PHOTO_MAX_BYTES = 10 * 1024 * 1024

const TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

export interface PhotoAgents {
  http: http.Agent
  https: https.Agent
}

/** The agents that refuse loopback, private, link-local and meta addresses. Tests may pass others. */
export function safePhotoAgents(options: { allowIPAddressList?: string[] } = {}): PhotoAgents {
  const common = { keepAlive: true, maxSockets: 8, ...options }
  return { http: new RequestFilteringHttpAgent(common), https: new RequestFilteringHttpsAgent(common) }
}

export interface FetchPhotoOptions {
  maxBytes?: number
  agents?: PhotoAgents
  maxRedirects?: number
  signal?: AbortSignal
}

export interface FetchedPhoto {
  body: Buffer
  /** File extension by content: jpg, png, webp or avif. */
  ext: string
}

/**
 * Fetches one photo. Throws PermanentDeliveryError when trying again cannot help (refused address,
 * 404, not an image, too large) and TransientDeliveryError otherwise (a 5xx, a timeout, a reset).
 */
export async function fetchPhoto(url: string, options: FetchPhotoOptions = {}): Promise<FetchedPhoto> {
  const maxBytes = options.maxBytes ?? DEFAULT_PHOTO_MAX_BYTES
  const agents = options.agents ?? defaultAgents()
  let current = url
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    let target: URL
    try {
      target = new URL(current)
    } catch {
      throw new PermanentDeliveryError(`not a URL: ${current}`)
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new PermanentDeliveryError(`only http and https photo URLs are fetched (this is ${target.protocol})`)
    }
    const response = await get(target, agents, options.signal)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      current = new URL(response.headers.location, target).toString()
      continue
    }
    if (status !== 200) {
      response.resume()
      if (status === 408 || status === 429 || status >= 500) throw new TransientDeliveryError(`HTTP ${status}`)
      throw new PermanentDeliveryError(`HTTP ${status}`)
    }
    const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    const ext = ownValue(TYPES, type)
    if (!ext) {
      response.resume()
      throw new PermanentDeliveryError(
        type.startsWith('image/')
          ? `${type} is not a photo type the site serves (JPEG, PNG, WebP or AVIF)`
          : `not an image (content type ${type || 'missing'})`,
      )
    }
    const declared = Number(response.headers['content-length'] ?? 0)
    if (declared > maxBytes) {
      response.destroy()
      throw new PermanentDeliveryError(`larger than ${formatMb(maxBytes)} (${formatMb(declared)})`)
    }
    const body = await readCapped(response, maxBytes)
    const sniffed = sniffImage(body)
    if (!sniffed) throw new PermanentDeliveryError(`the file is not a JPEG, PNG, WebP or AVIF image (sent as ${type})`)
    return { body, ext: sniffed }
  }
  throw new PermanentDeliveryError('too many redirects')
}

let sharedAgents: PhotoAgents | null = null
function defaultAgents(): PhotoAgents {
  sharedAgents ??= safePhotoAgents()
  return sharedAgents
}

function get(url: URL, agents: PhotoAgents, signal?: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        agent: url.protocol === 'https:' ? agents.https : agents.http,
        signal,
        headers: {
          Accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1',
          'User-Agent': 'dealer-platform-feeds/1',
        },
      },
      resolve,
    )
    request.on('error', (error: Error & { code?: string }) => {
      if (/is not allowed/.test(error.message)) {
        reject(new PermanentDeliveryError(`refused: ${url.hostname} is a loopback, private or link-local address`))
      } else if (error.code === 'ENOTFOUND') reject(new PermanentDeliveryError(`no such host: ${url.hostname}`))
      else reject(new TransientDeliveryError(`${error.code ?? error.name}: ${error.message}`))
    })
  })
}

function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (error: Error | null) => {
      if (settled) return
      settled = true
      if (error) reject(error)
      else resolve(Buffer.concat(chunks))
    }
    response.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        settle(new PermanentDeliveryError(`larger than ${formatMb(maxBytes)}`))
        response.destroy()
        return
      }
      chunks.push(chunk)
    })
    response.on('end', () => settle(null))
    response.on('error', (error) => settle(new TransientDeliveryError(error.message)))
    response.on('aborted', () => settle(new TransientDeliveryError('the connection closed mid-photo')))
  })
}

/** The image format by its first bytes, or null. */
export function sniffImage(b: Buffer): string | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(b.toString('latin1', 8, 12)))
    return 'avif'
  return null
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 0)} MB`
}

/** Writes a fetched photo under `imagesDir` and answers its /images/ URL. */
export async function storePhoto(imagesDir: string, photo: ClaimedPhoto, fetched: FetchedPhoto): Promise<string> {
  const segments = [
    safeSegment(photo.tenant),
    'feeds',
    safeSegment(photo.carId),
    `${shortHash(photo.sourceUrl)}.${fetched.ext}`,
  ]
  const file = path.join(imagesDir, ...segments)
  await mkdir(path.dirname(file), { recursive: true })
  // Write then rename, so the image route never reads half a file.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(tmp, fetched.body)
  await rename(tmp, file)
  return `/images/${segments.join('/')}`
}

export interface PhotoWorkerOptions {
  database: Database
  /** The image store (DATA_DIR/images), served at /images/. */
  imagesDir: string
  /** Photos fetched at once; default 4. */
  concurrency?: number
  maxBytes?: number
  agents?: PhotoAgents
  /** Tries before a photo is reported failed; default 5 (about 5 minutes with the default backoff). */
  maxAttempts?: number
  retryBaseMs?: number
  leaseMs?: number
  pollIntervalMs?: number
  now?: () => Date
  /** A photo was stored and its car's images rewritten (refresh the search index and page cache). */
  onStored?(tenant: string): void
  onEvent?(event: OutboxEvent<ClaimedPhoto>): void
}

/** The background photo fetcher: the outbox worker (ADR 006) over the photo queue. */
export function createPhotoWorker(options: PhotoWorkerOptions): OutboxWorker {
  const { database } = options
  const stored = new Map<string, string>()
  return createOutboxWorker<ClaimedPhoto>({
    store: {
      claim: (o) => claimDuePhotos(database, o),
      async markSent(c) {
        const storedUrl = stored.get(c.id)
        stored.delete(c.id)
        if (!storedUrl) return false
        const done = await completePhotoFetch(database.db, { ...c, storedUrl })
        return done
      },
      scheduleRetry: (c) => schedulePhotoRetry(database.db, c),
      markFailed: (c) => markPhotoFailed(database.db, c),
    },
    async send(photo, signal) {
      const fetched = await fetchPhoto(photo.sourceUrl, { maxBytes: options.maxBytes, agents: options.agents, signal })
      stored.set(photo.id, await storePhoto(options.imagesDir, photo, fetched))
    },
    batchSize: options.concurrency ?? 4,
    maxAttempts: options.maxAttempts ?? 5,
    backoff: { baseMs: options.retryBaseMs ?? 30_000, maxMs: 30 * 60_000 },
    leaseMs: options.leaseMs ?? 120_000,
    sendTimeoutMs: 30_000,
    pollIntervalMs: options.pollIntervalMs ?? 2_000,
    now: options.now,
    onEvent(event) {
      if (event.type === 'sent') options.onStored?.(event.delivery.tenant)
      options.onEvent?.(event)
    },
  })
}
