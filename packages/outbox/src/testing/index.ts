export { startSmtpSink, countBy, type SmtpSink, type SmtpSinkOptions, type CapturedEmail } from '../dev-tools/smtp-sink'
