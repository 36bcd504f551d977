# Sourced by the bin/ scripts: installs the npm dependencies exactly as package-lock.json pins them
# (`npm ci`) when node_modules is missing or was installed from another lock file, so every command
# works on a fresh clone with only Node 20 and npm, and never rewrites the lock file (the checkout stays
# clean). The lock file lists pagefind's binaries for every platform; npm installs only this one's.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# Where the author ran the command: --root, --dir and --out paths are theirs (src/cli/args.ts).
export RTK_DOCS_CWD="${RTK_DOCS_CWD:-$PWD}"
cd "$ROOT"
# What node_modules was installed from: a hash of package.json and package-lock.json, kept beside it.
# (coreutils' sha256sum, not a node one-liner: starting node for it cost every command ~0.15 s.)
stamp=node_modules/.rtk-installed-from
wanted="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; then
  : # up to date
elif [ ! -f "$stamp" ] && [ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ] && [ ! package.json -nt node_modules/.package-lock.json ]; then
  # Installed (by npm, after the last lock change) before this stamp existed: trust it, record it.
  printf '%s' "$wanted" > "$stamp"
else
  echo "Installing npm dependencies (npm ci)…" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
  printf '%s' "$wanted" > "$stamp"
fi
