export { startSmtpSink, type SmtpSink, type SmtpSinkOptions, type CapturedEmail } from './smtp-sink'
export {
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookReceiverOptions,
  type ReceivedWebhook,
} from './webhook-receiver'
