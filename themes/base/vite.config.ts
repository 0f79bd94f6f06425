import { themeLibraryConfig } from './vite-library.js'

export default themeLibraryConfig()
