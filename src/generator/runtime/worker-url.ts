/**
 * Where a worker thread's entry module is. Started through src/cli/launch.mjs (./bin/build), the process
 * runs from a bundle that holds every worker entry as plain JavaScript, so a worker starts in tens of
 * milliseconds without tsx; run from the TypeScript sources (vitest, tsx), a worker loads its
 * `-entry.mjs`, which registers tsx first (worker threads do not inherit the parent's loader hooks).
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
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

/**
 * The node flags a worker starts with, when they must differ from the default (the parent's): a module
 * the parent's flags name as a package (`--import tsx`, as the tests and the watch server's supervisor
 * start node) resolved from the generator. Node resolves such a name from the working folder when the
 * worker starts, and the build runs from the site's folder (src/cli/build.ts), where the generator's
 * packages are not. Undefined (inherit) when there is none. Only the module flags and `--conditions`
 * are given: V8's flags are the process's anyway, and a worker refuses them.
 */
export function workerExecArgv(): string[] | undefined {
  const require = createRequire(import.meta.url)
  const bare = (name: string) => !/^[./]|^[a-z]+:/i.test(name)
  const resolved = (flag: string, name: string) => (!bare(name) ? name : flag === '--import' || flag === '--loader' ? import.meta.resolve(name) : require.resolve(name))
  const kept: string[] = []
  let changed = false
  const args = process.execArgv
  for (let i = 0; i < args.length; i++) {
    const inline = /^(--import|--loader|--require|-r|--conditions|-C)=(.*)$/.exec(args[i]!)
    const separate = /^(--import|--loader|--require|-r|--conditions|-C)$/.test(args[i]!) && i + 1 < args.length
    if (!inline && !separate) continue
    const [flag, value] = inline ? [inline[1]!, inline[2]!] : [args[i]!, args[++i]!]
    const module = !/^(--conditions|-C)$/.test(flag)
    if (module && bare(value)) changed = true
    kept.push(`${flag}=${module ? resolved(flag, value) : value}`)
  }
  return changed ? kept : undefined
}
