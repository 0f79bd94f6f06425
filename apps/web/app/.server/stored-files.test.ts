import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { carFileLinks, clearStoredFileLinks, fileVersion, storedFile, storedFileLink } from './stored-files'

const root = mkdtempSync(path.join(tmpdir(), 'stored-links-'))
const dirs = { documentsDir: path.join(root, 'documents'), videosDir: path.join(root, 'videos') }
const report = path.join(dirs.documentsDir, 'dealer-a', 'car-1-history-report.pdf')
const video = path.join(dirs.videosDir, 'demo', 'walkaround-suv-white.mp4')
for (const f of [report, video, path.join(dirs.documentsDir, 'dealer-b', 'car-9-history-report.pdf')]) {
  mkdirSync(path.dirname(f), { recursive: true })
  writeFileSync(f, 'x')
}
afterAll(() => rmSync(root, { recursive: true, force: true }))
beforeEach(() => clearStoredFileLinks())

describe('storedFile', () => {
  it('maps a dealer’s own or the shared demo path into the kind’s folder, with its type', () => {
    expect(storedFile('documents', 'dealer-a/car-1-history-report.pdf', 'dealer-a', dirs)).toEqual({
      file: report,
      contentType: 'application/pdf',
    })
    expect(storedFile('videos', 'demo/walkaround-suv-white.mp4', 'dealer-a', dirs)).toEqual({
      file: video,
      contentType: 'video/mp4',
    })
    expect(storedFile('videos', 'dealer-a/clip.WEBM', 'dealer-a', dirs)?.contentType).toBe('video/webm')
  })
  it('refuses other dealers, other types, dot segments and odd names', () => {
    for (const [kind, p] of [
      ['documents', 'dealer-b/car-9-history-report.pdf'],
      ['documents', 'dealer-a/car.mp4'],
      ['videos', 'demo/report.pdf'],
      ['documents', 'dealer-a/../dealer-b/car-9-history-report.pdf'],
      ['documents', 'dealer-a/..pdf'],
      ['documents', 'dealer-a/.hidden.pdf'],
      ['documents', 'dealer-a//x.pdf'],
      ['documents', 'x.pdf'],
      ['documents', 'dealer-a/a\\..\\b.pdf'],
      ['documents', 'dealer-a/a b.pdf'],
    ] as const) {
      expect(storedFile(kind, p, 'dealer-a', dirs), p).toBeNull()
    }
  })
})

describe('storedFileLink', () => {
  it('links our own file only when it is on disk, versioned so it can be kept for good', async () => {
    const v = fileVersion(statSync(report))
    expect(await storedFileLink('documents', '/documents/dealer-a/car-1-history-report.pdf', 'dealer-a', dirs)).toBe(
      `/documents/dealer-a/car-1-history-report.pdf?v=${v}`,
    )
    expect(await storedFileLink('documents', '/documents/dealer-a/gone.pdf', 'dealer-a', dirs)).toBeNull()
    expect(await storedFileLink('videos', '/videos/demo/walkaround-suv-white.mp4', 'dealer-b', dirs)).toMatch(
      /^\/videos\/demo\/walkaround-suv-white\.mp4\?v=/,
    )
  })
  it('never links another dealer’s file, the wrong kind, or a URL that is neither ours nor https', async () => {
    for (const url of [
      '/documents/dealer-b/car-9-history-report.pdf',
      '/videos/demo/walkaround-suv-white.mp4',
      'http://reports.example/r.pdf',
      '//reports.example/r.pdf',
      'javascript:alert(1)',
      '/images/demo/x.jpg',
      'report.pdf',
      '',
      null,
    ]) {
      expect(await storedFileLink('documents', url, 'dealer-a', dirs), String(url)).toBeNull()
    }
  })
  it('trusts an absolute https URL from a feed as it is', async () => {
    expect(await storedFileLink('documents', 'https://reports.example/r.pdf', 'dealer-a', dirs)).toBe(
      'https://reports.example/r.pdf',
    )
  })
  it('remembers what it found, so a page does not touch the disk each time', async () => {
    const temp = path.join(dirs.documentsDir, 'dealer-a', 'temp.pdf')
    writeFileSync(temp, 'x')
    const url = '/documents/dealer-a/temp.pdf'
    expect(await storedFileLink('documents', url, 'dealer-a', dirs)).not.toBeNull()
    rmSync(temp)
    expect(await storedFileLink('documents', url, 'dealer-a', dirs)).not.toBeNull()
    clearStoredFileLinks()
    expect(await storedFileLink('documents', url, 'dealer-a', dirs)).toBeNull()
  })
})

describe('carFileLinks', () => {
  it('gives the car’s report and video links, each null when nothing is behind it', async () => {
    const links = await carFileLinks(
      { file: '/documents/dealer-a/car-1-history-report.pdf', video_url: '/videos/demo/missing.mp4' },
      'dealer-a',
      dirs,
    )
    expect(links.historyReport).toMatch(/^\/documents\/dealer-a\/car-1-history-report\.pdf\?v=/)
    expect(links.video).toBeNull()
    expect(await carFileLinks({ file: null, video_url: null }, 'dealer-a', dirs)).toEqual({
      historyReport: null,
      video: null,
    })
  })
})
