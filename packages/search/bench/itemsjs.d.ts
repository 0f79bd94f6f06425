// itemsjs ships no types; this is the part the benchmark uses.
declare module 'itemsjs' {
  interface ItemsjsResult {
    pagination: { total: number; page: number; per_page: number }
    data: { items: { id: string }[]; aggregations: Record<string, { buckets: { key: string; doc_count: number }[] }> }
  }
  interface ItemsjsEngine {
    search(options: Record<string, unknown>): ItemsjsResult
  }
  export default function itemsjs(items: readonly object[], configuration?: Record<string, unknown>): ItemsjsEngine
}
