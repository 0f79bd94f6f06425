export { generateDemoData, type DemoData, type GenerateOptions } from './generate'
export { renderDemoImages, demoImageFiles, type RenderOptions } from './images/render'
export { DEMO_IMAGE_PREFIX } from './images/paths'
export { seedDemo, tenantLocations, type SeedOptions, type SeedResult, type SeedTenantResult } from './seed'
export {
  DOCUMENTS_PREFIX,
  SAMPLE_REPORT_NOTICE,
  historyReportPdf,
  historyReportRows,
  historyReportUrl,
  writeHistoryReports,
  type HistoryReportInput,
} from './media/history-report'
export { VIDEOS_PREFIX, ffmpegPath, renderWalkarounds, walkaroundUrl } from './media/walkaround'
