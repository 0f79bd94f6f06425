import net from 'node:net'

/*
 * HTTP over a raw socket, for requests an HTTP client would normalise or refuse to send: two Host
 * headers, an absolute-form target, a bad port, a chunked body that never ends.
 */

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Parses one answer (a chunked body is unframed). */
export function parseAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString('latin1')
  const split = text.indexOf('\r\n\r\n')
  const head = split === -1 ? text : text.slice(0, split)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = split === -1 ? Buffer.alloc(0) : raw.subarray(Buffer.byteLength(text.slice(0, split + 4), 'latin1'))
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = []
    let at = 0
    for (;;) {
      const end = body.indexOf('\r\n', at)
      if (end === -1) break
      const size = parseInt(body.subarray(at, end).toString('latin1'), 16)
      if (!size) break
      parts.push(body.subarray(end + 2, end + 2 + size))
      at = end + 2 + size + 2
    }
    body = Buffer.concat(parts)
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: body.toString('utf8') }
}

/** Sends `head` (request line and header lines, without the blank line) and reads to the end. */
export function rawRequest(port: number, head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (d: Buffer) => chunks.push(d))
    socket.on('error', reject)
    socket.on('end', () => resolve(parseAnswer(Buffer.concat(chunks))))
    socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`)
  })
}

/**
 * A chunked POST of up to `total` bytes in 64 KB chunks that stops sending as soon as an answer
 * arrives. `finished`: the last chunk went out before the answer did (the server read it all).
 */
export function chunkedFlood(
  port: number,
  head: string,
  total: number,
): Promise<RawAnswer & { sent: number; finished: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    let sent = 0
    let finished = false
    const done = () => {
      const answer = parseAnswer(Buffer.concat(chunks))
      socket.destroy()
      if (answer.status) resolve({ ...answer, sent, finished })
      else reject(new Error(`no answer after ${sent} bytes`))
    }
    socket.on('data', (d: Buffer) => chunks.push(d))
    socket.on('error', done)
    socket.on('end', done)
    void (async () => {
      socket.write(`${head}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`)
      const chunk = Buffer.alloc(64 * 1024, 'a')
      const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
      while (sent < total && chunks.length === 0 && !socket.destroyed) {
        sent += chunk.length
        if (!socket.write(frame)) await new Promise((r) => socket.once('drain', r))
        // Lets an answer in between chunks, as a client that reads while it sends does.
        await new Promise((r) => setImmediate(r))
      }
      if (chunks.length === 0 && !socket.destroyed) {
        finished = true
        socket.write('0\r\n\r\n')
      }
    })()
  })
}
