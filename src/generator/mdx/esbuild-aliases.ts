/**
 * The site's webpack aliases (config `resolveAliases`, from its plugins' configureWebpack;
 * config/docusaurus/webpack-aliases.ts) in esbuild: an aliased import is resolved again as what the alias
 * makes of it, by the other plugins (the site's imports, styles), so it is handled as if written so.
 */
import type { Plugin } from 'esbuild'
import { aliasedImports, type ResolveAliases } from '../config/docusaurus/webpack-aliases'

const ALIASED = Symbol('rtk-docs:aliased')
const EMPTY = 'rtk-docs-empty'

/** The plugin, to put before the others (none when the site has no aliases). */
export function webpackAliases(aliases: ResolveAliases | undefined): Plugin[] {
  if (!aliases || aliases.length === 0) return []
  // Only imports that start as an alias does are looked at (most imports are not aliased).
  const starts = [...new Set(aliases.map(([alias]) => alias.replace(/\$$/, '').split('*')[0]!))]
  const plugin: Plugin = {
    name: 'rtk-docs-webpack-aliases',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === ALIASED || !starts.some((start) => args.path.startsWith(start))) return undefined
        const candidates = aliasedImports(args.path, aliases)
        if (candidates.length === 0) return undefined
        let first: Awaited<ReturnType<typeof build.resolve>> | undefined
        for (const target of candidates) {
          if (target === false) return { path: args.path, namespace: EMPTY }
          // In the file namespace, as an import is: a target the site has not installed gets its stand-in (esbuild-site-imports.ts).
          const resolved = await build.resolve(target, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: 'file', pluginData: ALIASED })
          if (resolved.errors.length === 0) return { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: resolved.sideEffects, suffix: resolved.suffix, pluginData: resolved.pluginData }
          first ??= resolved
        }
        // None resolves: the first one's error (it names the aliased path).
        return { errors: first!.errors }
      })
      build.onLoad({ filter: /.*/, namespace: EMPTY }, () => ({ contents: 'export default {}', loader: 'js' }))
    },
  }
  return [plugin]
}
