/*
 * `@dealer/leads/demo-mailbox`: development tooling, never part of a running site. The demo's
 * dealer mailbox (apps/web/scripts/demo-mailbox.ts) receives the ADF/XML emails the delivery
 * worker sends; tests reach the same sink through `@dealer/leads/testing`. smtp-server is a
 * devDependency for that reason: nothing in production receives mail.
 */
export { startSmtpSink, type CapturedEmail, type SmtpSink, type SmtpSinkOptions } from './smtp-sink'
