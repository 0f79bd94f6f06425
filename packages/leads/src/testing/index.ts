export { startSmtpSink, type SmtpSink, type SmtpSinkOptions, type CapturedEmail } from '@dealer/outbox/testing'
export {
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookReceiverOptions,
  type ReceivedWebhook,
} from './webhook-receiver'
