# Sourced by the bin/ scripts: installs npm dependencies when they are missing or older than the lock
# file, so every command works on a fresh clone with only Node 20 and npm.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  echo "Installing npm dependencies…" >&2
  # `npm install` rather than `npm ci`: the registry here lacks pagefind's non-Linux optional packages,
  # which makes `npm ci` reject the lock file; install still follows the lock for everything it has.
  npm install --no-audit --no-fund --loglevel=error >&2
  touch "$stamp"
fi
