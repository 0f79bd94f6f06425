#!/usr/bin/env bash
# Second command of the README (and .ci/run): installs what the tests need and runs them all:
# type check, unit tests (SQLite and PostgreSQL), browser tests in Chromium with JS on and off.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
cd "$ROOT"

if [ ! -x /usr/bin/chromium ]; then
  echo "› installing Chromium from Debian's packages"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
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

echo "› installing dependencies"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
pnpm run validate
