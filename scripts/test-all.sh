#!/usr/bin/env bash
# Second command of the README (and .ci/run): installs what the tests need and runs them all:
# type check, unit tests (SQLite and PostgreSQL), browser tests in Chromium with JS on and off.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
cd "$ROOT"

# chromium for the screenshot scripts and Lighthouse; its headless shell (same engine, no desktop
# browser around it: new contexts start 2.5 times faster) for the browser tests.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "› installing Chromium and its headless shell from Debian's packages"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

if command -v pg_isready >/dev/null 2>&1; then
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    echo "› starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
  if pg_isready -q -h 127.0.0.1 -p 5432; then
    export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
  fi
fi
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "! PostgreSQL is not reachable on 127.0.0.1:5432: the PostgreSQL half of the data tests is skipped"
fi

# Redis for the shared-state suite and the two-process browser test (db 9, keys under their own prefix).
if command -v redis-cli >/dev/null 2>&1 && [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; then
  export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/9}"
elif (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/9}"
fi
if [ -z "${TEST_REDIS_URL:-}" ]; then
  echo "! Redis is not reachable on 127.0.0.1:6379: the Redis half of the shared-state tests and the two-process test are skipped"
fi

echo "› installing dependencies"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
pnpm run validate
