import { buildAdfXml, type AdfProvider } from './adf'
import { PermanentDeliveryError, TransientDeliveryError, type DeliveryChannel, type DeliveryJob } from './channel'
import type { DeliverySettingsLookup } from './config'
import { LEAD_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './signature'
import { webhookJson } from './webhook-body'
import { sendTimeOptions } from './lead-facts'

export interface WebhookChannelOptions {
  settings: DeliverySettingsLookup
  provider?: AdfProvider
  /** Per-request limit; default 15 s, well under the worker's lease. */
  timeoutMs?: number
  /** For tests; default the global fetch. */
  fetch?: typeof fetch
  now?: () => Date
  /** Default 'webhook'. */
  name?: string
}

/**
 * POSTs each lead to the tenant's URL as JSON (or ADF/XML), signed with HMAC-SHA256 over
 * `<timestamp>.<body>` in `X-Dealer-Signature: sha256=<hex>`, with the timestamp in
 * `X-Dealer-Timestamp` and the lead id in `X-Lead-Id` and `Idempotency-Key` for deduplication.
 * A 2xx is success. 408, 425, 429 and 5xx are retried (honouring Retry-After); other 4xx and
 * redirects are permanent: the receiver rejected the lead or the URL is wrong.
 */
export function createWebhookChannel(options: WebhookChannelOptions): DeliveryChannel {
  const name = options.name ?? 'webhook'
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 15_000
  return {
    name,
    async send(job: DeliveryJob, signal: AbortSignal): Promise<void> {
      const settings = await options.settings(job.tenant)
      const config = settings?.deliveryChannels.webhook
      if (!settings || !config) throw new TransientDeliveryError(`tenant ${job.tenant} has no webhook configured`)
      const adf = config.format === 'adf'
      const now = await sendTimeOptions(settings, job.lead)
      const body = adf
        ? buildAdfXml(
            job.lead,
            { vendor: settings.vendor, provider: options.provider, directory: settings.directory },
            now,
          )
        : webhookJson(job.lead, settings.directory, now)
      const timestamp = Math.floor((options.now?.() ?? new Date()).getTime() / 1000)
      let response: Response
      try {
        response = await doFetch(config.url, {
          method: 'POST',
          headers: {
            'Content-Type': adf ? 'application/xml; charset=utf-8' : 'application/json',
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signWebhook(config.secret, timestamp, body),
            [LEAD_ID_HEADER]: job.lead.id,
            'Idempotency-Key': job.lead.id,
            'X-Delivery-Attempt': String(job.attempt),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        })
      } catch (error) {
        throw new TransientDeliveryError(`webhook: ${(error as Error).message ?? String(error)}`)
      }
      // The body is not needed, but reading it lets the connection be reused.
      const text = await response.text().catch(() => '')
      if (response.ok) return
      const detail = `webhook answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`
      if ([408, 425, 429].includes(response.status) || response.status >= 500) {
        throw new TransientDeliveryError(detail, retryAfterMs(response.headers.get('retry-after')))
      }
      throw new PermanentDeliveryError(detail)
    },
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}
