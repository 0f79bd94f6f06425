import type { Transporter } from 'nodemailer'
import { classifySmtpError, createSmtpTransport, oneLine, senderDomain } from '@dealer/outbox'
import { buildAdfXml, type AdfProvider } from './adf'
import { TransientDeliveryError, type DeliveryChannel, type DeliveryJob } from './channel'
import { emailRecipients, type DeliverySettingsLookup } from './config'
import { lead as describeLead, sendTimeOptions, type LeadFacts } from './lead-facts'
import type { StoredLead } from './stored-lead'

export interface EmailChannelOptions {
  /** A nodemailer transport, or an SMTP URL (`smtp://user:pass@host:587`, `smtps://...`). */
  transport: Transporter | string
  /** The sender, e.g. `"Leads" <leads@dealer-sites.example>`. */
  from: string
  settings: DeliverySettingsLookup
  provider?: AdfProvider
  /** Default 'email'. */
  name?: string
}

/** The email channel, with a way to close the SMTP connections it opened. */
export interface EmailChannel extends DeliveryChannel {
  close(): void
}

/**
 * Sends each lead as ADF/XML 1.0 in the body of a plain-text email, the form dealer CRMs parse
 * ("ADF by email"), with Reply-To set to the shopper. The Message-ID is derived from the lead
 * id, so a repeated delivery of one lead carries the same Message-ID and mail systems and CRMs
 * that deduplicate on it see one message.
 */
export function createEmailChannel(options: EmailChannelOptions): EmailChannel {
  const name = options.name ?? 'email'
  const transport = createSmtpTransport(options.transport)
  const domain = senderDomain(options.from)

  return {
    name,
    close: () => transport.close(),
    async send(job: DeliveryJob, signal: AbortSignal): Promise<void> {
      const settings = await options.settings(job.tenant)
      const config = settings?.deliveryChannels.email
      // Missing config may be a deploy in progress: retry, and report if it stays missing.
      if (!settings || !config || config.to.length === 0)
        throw new TransientDeliveryError(`tenant ${job.tenant} has no email recipients`)
      const now = await sendTimeOptions(settings, job.lead)
      const facts = describeLead(job.lead, settings.directory, now)
      try {
        await transport.sendMail({
          from: options.from,
          to: [...emailRecipients(settings, config, job.lead)],
          cc: config.cc ? [...config.cc] : undefined,
          replyTo: facts.customer.email ?? undefined,
          subject: leadSubject(job.lead, facts),
          text: buildAdfXml(
            job.lead,
            { vendor: settings.vendor, provider: options.provider, directory: settings.directory },
            now,
          ),
          messageId: `<lead-${job.lead.id}.${name}@${domain}>`,
          headers: { 'X-Lead-Id': job.lead.id },
          signal,
        })
      } catch (error) {
        throw classifySmtpError(error)
      }
    },
  }
}

/**
 * "Enquiry: Ann Citizen – 2021 Kia Cerato S", and for a dealer with more than one location the
 * yard the lead is for (the car's, else the one the shopper chose) after it, so a shared inbox can
 * route it: "… – Harbour City Used Cars Nerang".
 */
export function leadSubject(stored: StoredLead, facts: LeadFacts): string {
  const car = stored.payload.vehicle
  const yard = facts.multiLocation ? facts.location?.name : undefined
  return oneLine(
    [`${facts.formLabel}: ${facts.displayName || 'website lead'}`, car?.name, yard].filter(Boolean).join(' – '),
  )
}
