#!/usr/bin/env bash
# First command of the README: install, build, seed the demo dealers, start the server on :3000.
# A second run reuses everything already there (turbo cache, seeded database, rendered photos).
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
cd "$ROOT"
echo "› installing dependencies"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
echo "› building"
pnpm exec turbo run build --filter=@dealer/web... --output-logs=errors-only
echo "› seeding demo dealers (skipped where already seeded)"
pnpm --filter @dealer/web run --silent seed
exec pnpm --filter @dealer/web run --silent start
