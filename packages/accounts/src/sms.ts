import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** One text message to a shopper's mobile. */
export interface SmsMessage {
  readonly tenant: string
  /** National form, e.g. 0412345678. */
  readonly to: string
  readonly text: string
}

/** The SMS port: a sign-in code leaves the platform through one of these. */
export interface SmsSender {
  send(message: SmsMessage, now: Date): Promise<void>
}

/**
 * The demo and the tests: each message becomes one JSON file under `dir` (phone, text, code,
 * time), written whole before `send` returns, and announced by `log`.
 */
export function createFileSmsSender(dir: string, log: (line: string) => void = () => {}): SmsSender {
  return {
    async send(message, now) {
      await mkdir(dir, { recursive: true })
      const at = now.toISOString()
      const file = path.join(dir, `${at.replace(/[:.]/g, '-')}-${message.to}-${randomUUID().slice(0, 8)}.json`)
      const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? null
      const tmp = `${file}.tmp`
      await writeFile(tmp, JSON.stringify({ ...message, code, at }, null, 2))
      await rename(tmp, file)
      log(`SMS to ${message.to} (${message.tenant}): ${message.text}  → ${file}`)
    },
  }
}

/**
 * A real gateway: POSTs `{ to, text, tenant }` as JSON to `url` (credentials, if any, in the URL's
 * user info become a Basic Authorization header). Anything but a 2xx is an error, so the shopper is
 * told the code could not be sent rather than waiting for one that never comes.
 */
export function createHttpSmsSender(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  const target = new URL(url)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (target.username) {
    const user = decodeURIComponent(target.username)
    const pass = decodeURIComponent(target.password)
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`
    target.username = ''
    target.password = ''
  }
  return {
    async send(message) {
      const res = await fetchImpl(target, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text, tenant: message.tenant }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`)
    },
  }
}

/** `SMS_URL` set: the HTTP gateway; unset: files under `fallbackDir`. */
export function smsSenderFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  fallbackDir: string,
  log?: (line: string) => void,
): SmsSender {
  return env.SMS_URL ? createHttpSmsSender(env.SMS_URL) : createFileSmsSender(fallbackDir, log)
}
