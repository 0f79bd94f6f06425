import { themeLibraryConfig } from '@dealer/theme-base/vite-library'

// @dealer/theme-base is deliberately not external: what outback takes from
// `@dealer/theme-base/source` is bundled, so base's styles for those components compile into
// outback's own style.css (base's token values do not).
export default themeLibraryConfig()
