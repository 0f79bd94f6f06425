export { startSmtpSink, type SmtpSink, type SmtpSinkOptions, type CapturedEmail } from '../dev-tools/smtp-sink'
export {
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookReceiverOptions,
  type ReceivedWebhook,
} from './webhook-receiver'
