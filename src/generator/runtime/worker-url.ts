/**
 * Where a worker thread's entry module is. Started through src/cli/launch.mjs (./bin/build), the process
 * runs from a bundle that holds every worker entry as plain JavaScript, so a worker starts in tens of
 * milliseconds without tsx; run from the TypeScript sources (vitest, tsx), a worker loads its
 * `-entry.mjs`, which registers tsx first (worker threads do not inherit the parent's loader hooks).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Set by launch.mjs to the bundle's folder. */
const BUNDLE_ENV = 'RTK_DOCS_BUNDLE'

/**
 * The URL to start worker `name` from: the bundled `name.js` when this process runs from a bundle,
 * otherwise `sourceEntry` (its tsx entry, resolved by the caller next to its own module).
 */
export function workerUrl(name: 'compile-worker' | 'code-worker' | 'link-worker', sourceEntry: URL): URL {
  const bundle = process.env[BUNDLE_ENV]
  const bundled = bundle ? join(bundle, `${name}.js`) : undefined
  return bundled && existsSync(bundled) ? pathToFileURL(bundled) : sourceEntry
}
