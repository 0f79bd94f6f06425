# Sourced by the other scripts: puts pnpm 9 on PATH using only Node and npm.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version 2>/dev/null | grep -q '^9\.'; then
  echo "› installing pnpm 9.15.9 into .tools/"
  npm install --silent --no-save --prefix "$ROOT/.tools" pnpm@9.15.9 >/dev/null
fi
