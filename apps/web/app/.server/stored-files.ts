import { ownValue } from '@dealer/domain'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Car } from '@dealer/domain'
import { CACHE } from './cache'
import { ttlCache } from './ttl-cache'

/**
 * Files kept in the data folder and served as they are: a car's history report under /documents/,
 * its walkaround video under /videos/ (docs/spec-coverage.md, Car page). Each kind serves only its
 * own types, from the requesting dealer's folder or the shared demo one.
 */
export const STORED_FILE_TYPES = {
  documents: { pdf: 'application/pdf' },
  videos: { mp4: 'video/mp4', webm: 'video/webm' },
} as const satisfies Record<string, Record<string, string>>

export type StoredFileKind = keyof typeof STORED_FILE_TYPES

export interface StoredFileDirs {
  documentsDir: string
  videosDir: string
}

/** The folder every dealer may read (the demo's shared walkaround videos), besides its own. */
export const SHARED_FOLDER = 'demo'
const SEGMENT = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,127}$/

/**
 * The file on disk behind a path below /documents/ or /videos/ (e.g. "harbour-city/x.pdf") for a
 * dealer, with its type; null when the path is not one this dealer may read: another dealer's
 * folder, a type the kind does not serve, or anything but plain name segments (no "..", no
 * encoded slash tricks, no dot files). Touches no disk.
 */
export function storedFile(
  kind: StoredFileKind,
  relPath: string,
  tenant: string,
  dirs: StoredFileDirs,
): { file: string; contentType: string } | null {
  const segments = relPath.split('/')
  if (segments.length < 2 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) return null
  if (segments[0] !== tenant && segments[0] !== SHARED_FOLDER) return null
  const ext = path.extname(relPath).slice(1).toLowerCase()
  const types: Record<string, string> = STORED_FILE_TYPES[kind]
  const contentType = ownValue(types, ext)
  if (!contentType) return null
  const root = path.resolve(kind === 'documents' ? dirs.documentsDir : dirs.videosDir)
  const file = path.resolve(root, ...segments)
  if (!file.startsWith(root + path.sep)) return null
  return { file, contentType }
}

/** A file's version: changes when it is rewritten, so a link carrying it may be kept for a year. */
export function fileVersion(stats: { size: number; mtimeMs: number }): string {
  return `${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}`
}

async function versionOf(file: string): Promise<string | null> {
  try {
    const stats = await stat(file)
    return stats.isFile() ? fileVersion(stats) : null
  } catch {
    return null
  }
}

export interface StoredFileRequest {
  kind: StoredFileKind
  /** The path below /documents/ or /videos/, as the router decoded it. */
  path: string
  tenant: string
  /** The `v` query parameter: the version the link carried, if any. */
  version: string | null
}

export interface StoredFileFound {
  file: string
  contentType: string
  /**
   * Immutable when the request names the file's current version (the links the pages render do);
   * a bare URL is kept but revalidated with its ETag (docs/decisions/007-caching.md).
   */
  cacheControl: string
}

/** What the server sends for a /documents/ or /videos/ request: the file and its headers, or null (404). */
export async function findStoredFile(req: StoredFileRequest, dirs: StoredFileDirs): Promise<StoredFileFound | null> {
  const found = storedFile(req.kind, req.path, req.tenant, dirs)
  if (!found) return null
  const version = await versionOf(found.file)
  if (version === null) return null
  return { ...found, cacheControl: req.version === version ? CACHE.immutable : CACHE.revalidate }
}

/**
 * How long a page trusts what it found on disk: a file added or removed shows within a minute
 * (`STORED_LINK_TTL_MS`; the browser suite sets 0, its tests move files while other tests open pages).
 */
export const STORED_LINK_TTL_MS = Number(process.env.STORED_LINK_TTL_MS ?? 60_000)
const links = ttlCache<string | null>(STORED_LINK_TTL_MS)

/**
 * The link a page may render for a car's file URL, or null when there is nothing behind it
 * (docs/spec-coverage.md, Car page): one of our own /documents/ or /videos/ paths only when the
 * file is in the store, versioned (`?v=`) so it can be cached for good; an absolute https URL from
 * a feed as it is (not ours to check); anything else never. Cached per dealer and URL.
 */
export function storedFileLink(
  kind: StoredFileKind,
  url: string | null,
  tenant: string,
  dirs: StoredFileDirs,
): Promise<string | null> {
  if (!url) return Promise.resolve(null)
  if (isHttpsUrl(url)) return Promise.resolve(url)
  const prefix = `/${kind}/`
  if (!url.startsWith(prefix)) return Promise.resolve(null)
  return links.get(`${tenant}\n${kind}\n${url}`, async () => {
    const found = storedFile(kind, url.slice(prefix.length), tenant, dirs)
    const version = found ? await versionOf(found.file) : null
    return version === null ? null : `${url}?v=${version}`
  })
}

function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/** The car's history report and walkaround video links, each null when no file is behind it. */
export async function carFileLinks(
  car: Pick<Car, 'file' | 'video_url'>,
  tenant: string,
  dirs: StoredFileDirs,
): Promise<{ historyReport: string | null; video: string | null }> {
  const [historyReport, video] = await Promise.all([
    storedFileLink('documents', car.file, tenant, dirs),
    storedFileLink('videos', car.video_url, tenant, dirs),
  ])
  return { historyReport, video }
}

/** Forget what was found on disk (tests that add or remove files). */
export function clearStoredFileLinks(): void {
  links.clear()
}
