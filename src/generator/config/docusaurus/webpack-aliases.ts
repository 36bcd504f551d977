/**
 * The import aliases a Docusaurus plugin gives webpack (`configureWebpack` returning `resolve.alias`,
 * the usual way a site names its folders: `'@components': path.resolve(__dirname, 'src/components')`),
 * read from what the plugin returns, and applied to an import as webpack's resolver applies them
 * (webpack.js.org/configuration/resolve/#resolvealias): a key matches the import or a path under it, a
 * key ending in `$` the import alone, a `*` in a key any text there; `false` makes the module empty; an
 * array lists targets tried in turn. What else configureWebpack returns has no meaning without webpack.
 */

/** Alias → its targets (a path or package, or false for an empty module), in the order the plugins gave them. */
export type ResolveAliases = Array<[alias: string, targets: Array<string | false>]>

/** Webpack's config as a plugin's configureWebpack is given it: what such plugins read and spread. */
export function baseWebpackConfig(root: string): Record<string, unknown> {
  return { mode: 'production', context: root, resolve: { alias: {}, fallback: {}, extensions: ['.js', '.jsx', '.ts', '.tsx', '.json'], modules: ['node_modules'] }, module: { rules: [] }, plugins: [], output: {} }
}

/** The utilities Docusaurus passes configureWebpack (their loaders mean nothing here). */
export const WEBPACK_UTILS = { getStyleLoaders: () => [], getJSLoader: () => ({ loader: 'babel-loader', options: {} }), currentBundler: { name: 'webpack', instance: webpackStandIn() } }

/**
 * webpack's exports as configureWebpack reaches them (`new currentBundler.instance.ProvidePlugin(…)`,
 * Docusaurus 3.6+): each a class whose objects do nothing, so a plugin that also returns aliases keeps
 * them; what it returns besides resolve.alias (its `plugins`) is named as not applied.
 */
function webpackStandIn(): Record<string, unknown> {
  const classes = new Map<string, unknown>()
  return new Proxy({} as Record<string, unknown>, {
    get(_, name) {
      if (typeof name !== 'string' || name === 'then') return undefined
      if (!classes.has(name)) classes.set(name, { [name]: class { apply(): void {} } }[name])
      return classes.get(name)
    },
  })
}

/**
 * The aliases in what configureWebpack returned (`resolve.alias` as an object, or webpack's array of
 * `{ name, alias, onlyModule }`), and the other things it set, by name, which are not applied.
 */
export function aliasesOf(returned: unknown): { aliases: ResolveAliases; others: string[] } {
  const config = (returned ?? {}) as { resolve?: { alias?: unknown } } & Record<string, unknown>
  const aliases: ResolveAliases = []
  const alias = config.resolve?.alias
  const targets = (value: unknown): Array<string | false> => (Array.isArray(value) ? value : [value]).filter((t): t is string | false => typeof t === 'string' || t === false)
  if (Array.isArray(alias)) {
    for (const entry of alias as Array<{ name?: unknown; alias?: unknown; onlyModule?: unknown }>) {
      if (typeof entry?.name === 'string') aliases.push([entry.onlyModule === true ? `${entry.name}$` : entry.name, targets(entry.alias)])
    }
  } else if (alias && typeof alias === 'object') {
    for (const [name, value] of Object.entries(alias)) aliases.push([name, targets(value)])
  }
  const others = Object.keys(config).filter((key) => key !== 'resolve' && key !== 'mergeStrategy' && config[key] !== undefined)
  for (const key of Object.keys(config.resolve ?? {})) if (key !== 'alias') others.push(`resolve.${key}`)
  return { aliases: aliases.filter(([, t]) => t.length > 0), others }
}

/**
 * What an import becomes under each alias that matches it, in the aliases' order (webpack tries each
 * in turn until one resolves): a path or package to resolve, or false for an empty module.
 */
export function aliasedImports(request: string, aliases: ResolveAliases): Array<string | false> {
  const found: Array<string | false> = []
  for (const [alias, targets] of aliases) {
    const rest = matchAlias(request, alias)
    if (rest === undefined) continue
    for (const target of targets) found.push(target === false ? false : target.includes('*') && rest.wildcard !== undefined ? target.replace('*', rest.wildcard) : `${target}${rest.tail}`)
  }
  return found
}

/** How `request` matches `alias`: the part after it (`/x` or ''), or what a `*` in it stands for; undefined: no match. */
function matchAlias(request: string, alias: string): { tail: string; wildcard?: string } | undefined {
  if (alias.endsWith('$')) return request === alias.slice(0, -1) ? { tail: '' } : undefined
  const star = alias.indexOf('*')
  if (star !== -1) {
    const [before, after] = [alias.slice(0, star), alias.slice(star + 1)]
    if (request.length < before.length + after.length || !request.startsWith(before) || !request.endsWith(after)) return undefined
    return { tail: '', wildcard: request.slice(before.length, request.length - after.length) }
  }
  if (request === alias) return { tail: '' }
  const prefix = alias.endsWith('/') ? alias : `${alias}/`
  return request.startsWith(prefix) ? { tail: request.slice(prefix.length - 1) } : undefined
}
