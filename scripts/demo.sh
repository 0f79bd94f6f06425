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
# Leads go to a local SMTP mailbox, as a dealer's CRM would get them (unless SMTP_URL is set).
if [ -z "${SMTP_URL:-}" ]; then
  pnpm --filter @dealer/web run --silent demo-mailbox &
  MAILBOX_PID=$!
  trap 'kill $MAILBOX_PID 2>/dev/null || true' EXIT
  export SMTP_URL="smtp://127.0.0.1:${DEMO_SMTP_PORT:-2525}"
fi
# Links in alert emails point at the demo's own hosts.
if [ -z "${SITE_URL:-}" ]; then export SITE_URL="http://{slug}.localhost:${PORT:-3000}"; fi
pnpm --filter @dealer/web run --silent start
