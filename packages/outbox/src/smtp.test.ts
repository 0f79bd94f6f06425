import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PermanentDeliveryError, TransientDeliveryError } from './errors'
import { classifySmtpError, createSmtpTransport } from './smtp'
import { startSmtpSink, type SmtpSink } from './dev-tools/smtp-sink'

describe('SMTP failures', () => {
  let sink: SmtpSink
  beforeAll(async () => {
    sink = await startSmtpSink({ rejectRecipient: (a) => Number(a.split('@')[0]) || null })
  })
  afterAll(() => sink.close())

  /** What the real transport throws when the server answers RCPT TO with `code`. */
  async function refusedWith(code: number): Promise<unknown> {
    const transport = createSmtpTransport(sink.url)
    try {
      await transport.sendMail({ from: 'from@platform.test', to: `${code}@dealer.test`, text: 'x' })
    } catch (error) {
      return error
    } finally {
      transport.close()
    }
    throw new Error('the server accepted the message')
  }

  it('retries a recipient refused for now (greylisting, 4xx) and gives up on one refused for good (5xx)', async () => {
    expect(classifySmtpError(await refusedWith(451))).toBeInstanceOf(TransientDeliveryError)
    expect(classifySmtpError(await refusedWith(452))).toBeInstanceOf(TransientDeliveryError)
    expect(classifySmtpError(await refusedWith(550))).toBeInstanceOf(PermanentDeliveryError)
    expect(classifySmtpError(await refusedWith(553))).toBeInstanceOf(PermanentDeliveryError)
  })

  it('retries a network error and gives up on a message without a recipient', () => {
    expect(classifySmtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBeInstanceOf(
      TransientDeliveryError,
    )
    expect(classifySmtpError(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }))).toBeInstanceOf(
      PermanentDeliveryError,
    )
  })
})
