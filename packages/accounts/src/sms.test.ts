import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileSmsSender, createHttpSmsSender, smsSenderFromEnv } from './sms'

const message = { tenant: 'harbour', to: '0412345678', text: 'Your Harbour code is 123456. It expires in 10 minutes.' }
const now = new Date('2026-11-23T01:02:03.000Z')

describe('file SMS sender', () => {
  it('writes one whole JSON file per message and announces it', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'sms-')), 'sms')
    const lines: string[] = []
    const sender = createFileSmsSender(dir, (l) => lines.push(l))
    await sender.send(message, now)
    await sender.send({ ...message, to: '0400000000' }, now)
    const files = readdirSync(dir).sort()
    expect(files).toHaveLength(2)
    expect(files.every((f) => f.endsWith('.json'))).toBe(true)
    const first = JSON.parse(
      readFileSync(
        path.join(
          dir,
          files.find((f) => f.includes('0412345678'))!,
        ),
        'utf8',
      ),
    )
    expect(first).toMatchObject({ to: '0412345678', code: '123456', at: now.toISOString(), tenant: 'harbour' })
    expect(lines[0]).toContain('0412345678')
  })
})

describe('HTTP SMS sender', () => {
  const received: { auth: string | undefined; body: unknown }[] = []
  let status = 200
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(body) })
      res.statusCode = status
      res.end()
    })
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('posts the message as JSON with Basic credentials from the URL', async () => {
    await createHttpSmsSender(`http://user:p%40ss@${base}/send`).send(message, now)
    expect(received.at(-1)).toEqual({
      auth: `Basic ${Buffer.from('user:p@ss').toString('base64')}`,
      body: { to: '0412345678', text: message.text, tenant: 'harbour' },
    })
  })

  it('fails when the gateway does not accept the message', async () => {
    status = 502
    await expect(createHttpSmsSender(`http://${base}/send`).send(message, now)).rejects.toThrow('502')
    status = 200
  })

  it('is chosen by SMS_URL', async () => {
    const before = received.length
    await smsSenderFromEnv({ SMS_URL: `http://${base}/send` }, '/nonexistent').send(message, now)
    expect(received.length).toBe(before + 1)
  })
})
