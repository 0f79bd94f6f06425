import express from 'express'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CACHE } from '../app/.server/cache'
import { fileVersion, findStoredFile, type StoredFileKind } from '../app/.server/stored-files'
import { storedFiles } from './stored-files.js'

// The store sits below a dot folder, as DATA_DIR's default (.data) does.
const root = mkdtempSync(path.join(tmpdir(), 'stored-files-'))
const dataDir = path.join(root, '.data')
const dirs = { documentsDir: path.join(dataDir, 'documents'), videosDir: path.join(dataDir, 'videos') }
const PDF = Buffer.from('%PDF-1.3\n% a report of dealer a\n%%EOF\n')
const MP4 = Buffer.alloc(5000, 7)
const put = (file: string, body: Buffer | string) => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, body)
}
put(path.join(dirs.documentsDir, 'dealer-a/car-1-history-report.pdf'), PDF)
put(path.join(dirs.documentsDir, 'dealer-b/car-9-history-report.pdf'), '%PDF-1.3 dealer b')
put(path.join(dirs.documentsDir, 'dealer-a/notes.txt'), 'not served')
put(path.join(dirs.documentsDir, 'dealer-a/.hidden.pdf'), '%PDF-hidden')
put(path.join(dirs.videosDir, 'demo/walkaround-suv-white.mp4'), MP4)
put(path.join(dirs.videosDir, 'dealer-a/own.mp4'), MP4)
put(path.join(dataDir, 'dealer.sqlite'), 'the database')
put(path.join(dataDir, 'secret.pdf'), '%PDF-outside the store')

let port = 0
let close: () => void

beforeAll(async () => {
  const app = express()
  app.use((req, res, next) => {
    res.locals.tenant = { slug: String(req.headers['x-tenant'] ?? 'dealer-a') }
    next()
  })
  for (const kind of ['documents', 'videos'] as StoredFileKind[]) {
    app.get(
      `/${kind}/*`,
      storedFiles({ find: (req) => findStoredFile({ ...req, kind }, dirs), notFoundCacheControl: CACHE.none }),
    )
  }
  const server = app.listen(0)
  await new Promise((r) => server.once('listening', r))
  port = (server.address() as AddressInfo).port
  close = () => server.close()
})
afterAll(() => {
  close()
  rmSync(root, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A request sent with its path exactly as written (fetch would resolve `..` and `%2e%2e` first). */
function request(rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const version = (rel: string) => fileVersion(statSync(path.join(dataDir, rel)))

describe('stored files', () => {
  it('serves a report as application/pdf, revalidated by ETag, for good when the link names its version', async () => {
    const bare = await request('/documents/dealer-a/car-1-history-report.pdf')
    expect(bare.status).toBe(200)
    expect(bare.headers['content-type']).toBe('application/pdf')
    expect(bare.body.equals(PDF)).toBe(true)
    expect(bare.headers['cache-control']).toBe(CACHE.revalidate)
    expect(bare.headers.etag).toBeTruthy()
    expect(bare.headers['last-modified']).toBeTruthy()

    const v = version('documents/dealer-a/car-1-history-report.pdf')
    const versioned = await request(`/documents/dealer-a/car-1-history-report.pdf?v=${v}`)
    expect(versioned.headers['cache-control']).toBe(CACHE.immutable)
    const stale = await request('/documents/dealer-a/car-1-history-report.pdf?v=old')
    expect(stale.headers['cache-control']).toBe(CACHE.revalidate)

    const again = await request('/documents/dealer-a/car-1-history-report.pdf', { 'If-None-Match': bare.headers.etag! })
    expect(again.status).toBe(304)
  })

  it('serves video as video/mp4 with byte ranges: 206 with Content-Range, HEAD without a body, 416 past the end', async () => {
    const range = await request('/videos/demo/walkaround-suv-white.mp4', { Range: 'bytes=0-99' })
    expect(range.status).toBe(206)
    expect(range.headers['content-type']).toBe('video/mp4')
    expect(range.headers['content-range']).toBe(`bytes 0-99/${MP4.length}`)
    expect(range.headers['accept-ranges']).toBe('bytes')
    expect(range.body.length).toBe(100)

    const tail = await request('/videos/demo/walkaround-suv-white.mp4', { Range: 'bytes=4990-' })
    expect(tail.status).toBe(206)
    expect(tail.headers['content-range']).toBe(`bytes 4990-4999/${MP4.length}`)

    const head = await request('/videos/demo/walkaround-suv-white.mp4', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(MP4.length))
    expect(head.headers['accept-ranges']).toBe('bytes')
    expect(head.body.length).toBe(0)

    const past = await request('/videos/demo/walkaround-suv-white.mp4', { Range: 'bytes=9000-9100' })
    expect(past.status).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`)
  })

  it('answers 404 (kept by no one) for a missing file or a type the kind does not serve', async () => {
    for (const p of [
      '/documents/dealer-a/missing.pdf',
      '/documents/dealer-a/notes.txt',
      '/documents/demo/walkaround-suv-white.mp4', // a video is not a document
      '/videos/dealer-a/car-1-history-report.pdf',
      '/documents/dealer-a',
      '/documents/',
    ]) {
      const res = await request(p)
      expect(res.status, p).toBe(404)
      expect(res.headers['cache-control'], p).toBe(CACHE.none)
    }
  })

  it('never reads outside the store: dot segments, encoded slashes, dot files, NUL', async () => {
    for (const p of [
      '/documents/dealer-a/../secret.pdf',
      '/documents/dealer-a/%2e%2e/%2e%2e/secret.pdf',
      '/documents/dealer-a/..%2F..%2Fsecret.pdf',
      '/documents/%2e%2e%2fsecret.pdf',
      '/documents/..%5c..%5csecret.pdf',
      '/documents/dealer-a/%2e%2e%2f%2e%2e%2fdealer.sqlite',
      '/documents/dealer-a/.hidden.pdf',
      '/documents/dealer-a/car-1-history-report.pdf%00.pdf',
      '/documents//etc/passwd',
      '/videos/demo/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await request(p)
      expect(res.status, p).toBe(404)
      expect(res.body.toString(), p).toBe('Not found')
    }
  })

  it('keeps a dealer’s files to its own host; the shared demo folder is everyone’s', async () => {
    const other = await request('/documents/dealer-b/car-9-history-report.pdf', { 'x-tenant': 'dealer-a' })
    expect(other.status).toBe(404)
    const own = await request('/documents/dealer-b/car-9-history-report.pdf', { 'x-tenant': 'dealer-b' })
    expect(own.status).toBe(200)
    const ownVideo = await request('/videos/dealer-a/own.mp4', { 'x-tenant': 'dealer-b' })
    expect(ownVideo.status).toBe(404)
    const shared = await request('/videos/demo/walkaround-suv-white.mp4', { 'x-tenant': 'dealer-b' })
    expect(shared.status).toBe(200)
  })
})
