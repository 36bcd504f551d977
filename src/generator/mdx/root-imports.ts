/**
 * Imports written from the site's root, as Docusaurus's webpack resolves them: its `resolve.roots` are the
 * static folders, then the site folder (Docusaurus's webpack/base.ts: "Allow resolution of
 * url("/fonts/xyz.ttf")"). So `import danger from '/static/img/danger.svg'` in a component (Reanimated's
 * AvailableFrom) is the site's static/img/danger.svg, and `url(/static/img/github.svg)` in a stylesheet too.
 * An absolute path that exists on the machine stays that path.
 */
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'esbuild'

/**
 * The site's file that `specifier` (`/…`) names through webpack's roots, and whether a static folder is
 * where it was found (so it is also served at that path as it is); undefined when it names none, or is a
 * real absolute path.
 */
export function rootImportPath(specifier: string, root: string, staticDirectories: readonly string[]): { file: string; servedAsIs: boolean } | undefined {
  const path = specifier.split('?')[0]!
  if (!specifier.startsWith('/') || existsSync(path)) return undefined
  const roots = [...staticDirectories.map((dir) => ({ dir: join(root, dir), servedAsIs: true })), { dir: root, servedAsIs: false }]
  for (const { dir, servedAsIs } of roots) {
    const file = join(dir, path)
    if (existsSync(file) && statSync(file).isFile()) return { file, servedAsIs }
  }
  return undefined
}

/** Resolves JavaScript imports from the site's root (not a stylesheet's url(), which style-imports.ts reads). Put it before the other resolvers. */
export function rootImports(root: string, staticDirectories: readonly string[]): Plugin {
  return {
    name: 'rtk-root-imports',
    setup(build) {
      build.onResolve({ filter: /^\// }, async (args) => {
        if (args.kind === 'url-token' || args.kind === 'entry-point') return undefined
        const file = rootImportPath(args.path, root, staticDirectories)?.file
        if (file === undefined) return undefined
        const found = await build.resolve(file, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: 'file', pluginData: args.pluginData })
        return found.errors.length > 0 ? { errors: found.errors } : { path: found.path, namespace: found.namespace, external: found.external, sideEffects: found.sideEffects, pluginData: found.pluginData }
      })
    },
  }
}
