/** `pnpm preview`: build first (it reads dist/), then render and screenshot the base theme. */
import theme from '@dealer/theme-base'
import { fileURLToPath } from 'node:url'
import { writePreview } from './preview-page'

const dir = fileURLToPath(new URL('..', import.meta.url))
for (const file of writePreview({ theme, dir })) console.log(file)
