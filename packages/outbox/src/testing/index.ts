export { startSmtpSink, countBy, type SmtpSink, type SmtpSinkOptions, type CapturedEmail } from './smtp-sink'
