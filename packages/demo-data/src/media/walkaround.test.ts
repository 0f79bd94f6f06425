import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { renderDemoImages } from '../images/render'
import { ffmpegPath, renderWalkarounds, walkaroundUrl } from './walkaround'

/** The four-letter MP4 box types at the top level of a file, in order. */
function topBoxes(mp4: Buffer): string[] {
  const boxes: string[] = []
  for (let at = 0; at + 8 <= mp4.length;) {
    const size = mp4.readUInt32BE(at)
    boxes.push(mp4.toString('latin1', at + 4, at + 8))
    if (size < 8) break
    at += size
  }
  return boxes
}

describe('walkaround videos', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'walkaround-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('has an encoder on this platform (ffmpeg from the npm registry)', () => {
    expect(ffmpegPath()).not.toBeNull()
  })

  it('encodes a short, silent H.264 MP4 per spin set, index first, and keeps it on a second run', async () => {
    const images = path.join(dir, 'images')
    const videos = path.join(dir, 'videos')
    await renderDemoImages(images, { shapes: ['hatch'], views: [], interiors: false, spins: true })
    const first = await renderWalkarounds(images, videos, [
      ['hatch', 'white'],
      ['suv', 'white'], // its frames were not drawn: skipped
    ])
    expect(first).toEqual({ written: 1, encoder: true })
    const file = path.join(videos, walkaroundUrl('hatch', 'white').replace('/videos/', ''))
    const mp4 = readFileSync(file)
    expect(mp4.length).toBeGreaterThan(10_000)
    expect(mp4.length).toBeLessThan(300_000)
    const boxes = topBoxes(mp4)
    expect(boxes[0]).toBe('ftyp')
    // moov before mdat: a browser can start playing from the first bytes it gets.
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1)
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'))
    const text = mp4.toString('latin1')
    expect(text).toContain('avc1') // H.264
    expect(text).not.toContain('mp4a') // no sound track
    const mtime = statSync(file).mtimeMs
    expect(await renderWalkarounds(images, videos, [['hatch', 'white']])).toEqual({ written: 0, encoder: true })
    expect(statSync(file).mtimeMs).toBe(mtime)
  }, 60_000)
})
