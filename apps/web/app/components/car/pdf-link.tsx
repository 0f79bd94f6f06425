import { useState } from 'react'

/**
 * Print PDF: idle, then 'Preparing...', then the file. Without JS it is a plain
 * download link; with JS the file is fetched first so the label can show progress, and a
 * failure alerts its message (docs/spec-coverage.md, Car page).
 */
export function PdfLink({ href, filename }: { href: string; filename: string }) {
  const [preparing, setPreparing] = useState(false)
  return (
    <a
      href={href}
      download={filename}
      data-print="pdf"
      aria-busy={preparing || undefined}
      onClick={async (e) => {
        if (typeof fetch !== 'function' || typeof URL.createObjectURL !== 'function') return
        e.preventDefault()
        if (preparing) return
        setPreparing(true)
        try {
          const res = await fetch(href)
          if (!res.ok) throw new Error(`The PDF could not be created (${res.status}).`)
          const url = URL.createObjectURL(await res.blob())
          const a = document.createElement('a')
          a.href = url
          a.download = filename
          document.body.append(a)
          a.click()
          a.remove()
          setTimeout(() => URL.revokeObjectURL(url), 10_000)
        } catch (err) {
          window.alert(err instanceof Error ? err.message : String(err))
        } finally {
          setPreparing(false)
        }
      }}
    >
      {preparing ? 'Preparing...' : 'Download PDF'}
    </a>
  )
}
