// The demo's dealer mailbox: a local SMTP server on 127.0.0.1:2525 (DEMO_SMTP_PORT) that the demo
// server sends leads to, as a dealer's CRM would receive them. Each lead's ADF/XML email is
// written to `<DATA_DIR>/mailbox/<to-address>/<time>-<lead id>.eml` and announced here.
import fs from 'node:fs'
import path from 'node:path'
import { startSmtpSink } from '@dealer/leads/demo-mailbox'
import { appPaths } from '../app/.server/paths'

const port = Number(process.env.DEMO_SMTP_PORT ?? 2525)
const dir = path.join(appPaths().dataDir, 'mailbox')
const sink = await startSmtpSink({
  port,
  onMessage: (m) => {
    for (const to of m.to) {
      const folder = path.join(dir, to.replace(/[^a-z0-9@._-]/gi, '_'))
      fs.mkdirSync(folder, { recursive: true })
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${(m.leadId ?? 'lead').replace(/[^a-z0-9-]/gi, '')}.eml`,
      )
      fs.writeFileSync(file, m.raw)
      console.log(`✉  lead ${m.leadId ?? '?'} delivered to ${to} → ${file}`)
    }
  },
})
console.log(`Demo dealer mailbox listening on ${sink.url}; leads are written to ${dir}`)
const stop = () => void sink.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
