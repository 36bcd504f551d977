/**
 * Stubs for packages a Docusaurus site's own files `require` at run time while its config loads.
 *
 * The config is bundled by esbuild, which turns every import and `require('x')` it can see of a missing
 * package into a stub (load-module.ts). A `require` it cannot see escapes that: a config that makes its
 * own (`const require = createRequire(import.meta.url)`, babeljs.io's) loads its local files through
 * Node, and their `require('monaco-editor-webpack-plugin')` reached Node's loader and failed the build.
 * Docusaurus's loader (jiti) would load the file too, and fail only where the package is installed nowhere;
 * here such a package gets the stub its import would get, and is reported with the others.
 */
import Module, { isBuiltin } from 'node:module'
import { relative, sep } from 'node:path'
import { packageOf } from '../../mdx/missing-packages'

type Load = (request: string, parent: { filename?: string | null } | undefined, isMain: boolean) => unknown
const loader = Module as unknown as { _load: Load }

/**
 * Until the returned function is called, a `require` of a package that is not installed, made by a
 * file of the site (any file outside node_modules, a monorepo's scripts too; not a package: packages may
 * try optional packages and catch the failure), gets `stub(name, importer)` instead of an error; `importer`
 * is the file's path from `root`. Call the returned function as
 * soon as the config's synchronous evaluation ends, so nothing else meets the hook.
 */
export function stubMissingRequires(root: string, stub: (name: string, importer: string) => unknown): () => void {
  const original = loader._load
  loader._load = function load(this: unknown, request, parent, isMain) {
    try {
      return original.call(this, request, parent, isMain)
    } catch (error) {
      const importer = parent?.filename
      if (!importer || !isMissing(error, request) || importer.split(sep).includes('node_modules')) throw error
      return stub(packageOf(request), relative(root, importer).split(sep).join('/'))
    }
  }
  return () => {
    loader._load = original
  }
}

/** The error says that `request` itself (a package name, not a path) was not found, not something it requires. */
function isMissing(error: unknown, request: string): boolean {
  if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND' || /^[./]/.test(request) || isBuiltin(request)) return false
  return (error as Error).message.split('\n')[0]!.includes(`'${request}'`)
}
