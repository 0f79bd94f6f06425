/** `pnpm preview`: build first (it reads dist/), then render and screenshot the outback theme. */
import theme from '@dealer/theme-outback'
import { fileURLToPath } from 'node:url'
import { writePreview } from '@dealer/theme-base/preview'

const dir = fileURLToPath(new URL('..', import.meta.url))
for (const file of writePreview({ theme, dir })) console.log(file)
