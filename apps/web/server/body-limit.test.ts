import express from 'express'
import net, { type AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimit } from './body-limit.js'

let port = 0
let close: () => void
let handled = 0

beforeAll(async () => {
  const app = express()
  app.use(
    bodyLimit({
      ruleFor: (req) =>
        req.path === '/feed'
          ? {
              kind: 'streamed',
              maxBytes: 200_000,
              tooLarge: (res) => res.status(413).json({ message: 'The feed is too large.' }),
            }
          : { kind: 'buffered', maxBytes: 64 * 1024 },
      tooLarge: (res) => res.status(413).type('text').send('too large'),
    }),
  )
  app.post('/form', (_req, res) => {
    handled++
    res.type('text').send(`bytes ${(res.locals.requestBody as Buffer).length}`)
  })
  // Reads the stream as a handler without a cap of its own would.
  app.post('/feed', async (_req, res) => {
    handled++
    let size = 0
    try {
      for await (const chunk of res.locals.requestBody as Readable) size += (chunk as Buffer).length
      res.type('text').send(`bytes ${size}`)
    } catch {
      res.status(400).type('text').send(`cut at ${size}`)
    }
  })
  const server = app.listen(0)
  await new Promise((r) => server.once('listening', r))
  port = (server.address() as AddressInfo).port
  close = () => server.close()
})
afterAll(() => close())

/**
 * A chunked POST over a raw socket: 64 KB chunks up to `total` bytes, stopping as soon as an answer
 * arrives; `finished` says whether the last chunk was sent before it did.
 */
function chunkedPost(path: string, total: number) {
  return new Promise<{ status: number; sent: number; finished: boolean }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    let finished = false
    socket.on('data', (d: Buffer) => (answer += d.toString()))
    const done = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
      if (status) resolve({ status, sent, finished })
      else reject(new Error(`no answer after ${sent} bytes`))
      socket.destroy()
    }
    socket.on('error', done)
    socket.on('end', done)
    void (async () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n`)
      const chunk = Buffer.alloc(64 * 1024, 'a')
      while (sent < total && !answer && !socket.destroyed) {
        const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
        sent += chunk.length
        if (!socket.write(frame)) await new Promise((r) => socket.once('drain', r))
        // Lets the answer in between chunks, as a client reading while it sends does.
        await new Promise((r) => setImmediate(r))
      }
      if (!answer && !socket.destroyed) {
        finished = true
        socket.write('0\r\n\r\n')
      }
    })()
  })
}

describe('request bodies are counted as they arrive (docs/spec-coverage.md, Hardening)', () => {
  it('answers a chunked 10 MB form body 413 mid-body, before it is read whole, and never runs the handler', async () => {
    const before = handled
    const res = await chunkedPost('/form', 10_000_000)
    expect(res.status).toBe(413)
    expect(res.finished).toBe(false)
    expect(handled).toBe(before)
  })

  it('hands a small chunked body on whole', async () => {
    const res = await chunkedPost('/form', 60_000)
    expect(res).toMatchObject({ status: 200, finished: true })
  })

  it('answers a declared Content-Length past the limit 413 without reading it', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/form`, {
      method: 'POST',
      headers: { 'content-length': String(100_000) },
      body: 'x'.repeat(100_000),
    })
    expect(res.status).toBe(413)
  })

  it('answers a declared length past a route’s cap with the route’s own 413, other routes with the default', async () => {
    const post = (path: string, size: number) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-length': String(size) },
        body: 'x'.repeat(size),
      })
    const feed = await post('/feed', 300_000)
    expect(feed.status).toBe(413)
    expect(await feed.json()).toEqual({ message: 'The feed is too large.' })
    const form = await post('/form', 100_000)
    expect(form.status).toBe(413)
    expect(await form.text()).toBe('too large')
  })

  it('cuts a streamed body past its own larger cap, chunked or not', async () => {
    const small = await chunkedPost('/feed', 150_000)
    expect(small).toMatchObject({ status: 200, finished: true })
    const big = await chunkedPost('/feed', 10_000_000)
    expect(big.status).toBe(400)
    expect(big.finished).toBe(false)
  })
})
