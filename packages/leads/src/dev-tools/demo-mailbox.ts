/*
 * `@dealer/leads/demo-mailbox`: development tooling, never part of a running site. The demo's
 * dealer mailbox (apps/web/scripts/demo-mailbox.ts) receives the ADF/XML emails the delivery
 * worker sends, and shoppers' alert emails. The SMTP sink itself lives with the outbox that sends
 * both; smtp-server is a devDependency there, because nothing in production receives mail.
 */
export { startSmtpSink, type CapturedEmail, type SmtpSink, type SmtpSinkOptions } from '@dealer/outbox/smtp-sink'
