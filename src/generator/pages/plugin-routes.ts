/**
 * The routes a Docusaurus site's plugins add (`actions.addRoute` in `contentLoaded`, config
 * `pluginRoutes`), built as the site's own pages are: each route is an entry of the pages' bundle
 * (pages/docusaurus.ts) that exports its component and the modules its props come from; once imported,
 * the component renders with those props, as Docusaurus's ComponentCreator gives them: each module's
 * default export (a JSON file's value), nested as the route's `modules` nest them, then the route's
 * static `props`, then the router's `location`, `match` and `route`.
 */
import { createElement, type ComponentType } from 'react'
import type { PluginRouteConfig } from '../config/schema'
import type { CustomPage, CustomPageProps } from './load'

/** The modules of a route (`modules`, and its `context`'s): where each sits in the props, and its path. */
interface RouteModule {
  keys: string[]
  path: string
}

/**
 * Module references in a route's `modules` (a path, `{ path }`, or objects and lists of them, as
 * Docusaurus's RouteModules type allows), in a stable order.
 */
export function routeModules(modules: unknown, keys: string[] = []): RouteModule[] {
  if (typeof modules === 'string') return [{ keys, path: modules }]
  if (!modules || typeof modules !== 'object') return []
  const reference = modules as { path?: unknown; __import?: unknown }
  if (typeof reference.path === 'string' && Object.keys(reference).every((k) => ['path', '__import', 'query'].includes(k))) return [{ keys, path: reference.path }]
  return Object.entries(modules).flatMap(([key, value]) => routeModules(value, [...keys, key]))
}

/** All of a route's modules: its props', then its route context's (under `__context`). */
function allModules(route: PluginRouteConfig): RouteModule[] {
  return [...routeModules(route.modules), ...routeModules(route.context, ['__context'])]
}

/** A route's entry module: its component as the default export, its modules (props, then context) in order. */
export function pluginRouteEntry(route: PluginRouteConfig): string {
  const modules = allModules(route)
  return [
    `export { default } from ${JSON.stringify(route.component)}`,
    ...modules.map((m, i) => `import * as module${i} from ${JSON.stringify(m.path)}`),
    `export const routeModules = [${modules.map((_, i) => `module${i}`).join(', ')}]`,
  ].join('\n')
}

/**
 * The page a route renders, from its imported entry (`pluginRouteEntry`). `baseUrl` is the site's, for
 * the router's location. Throws when the component is not a component.
 */
export function pluginRoutePage(route: PluginRouteConfig, entry: { default?: unknown; routeModules?: unknown[] }, baseUrl: string): CustomPage {
  const Component = entry.default
  if (typeof Component !== 'function' && !(Component && typeof Component === 'object' && '$$typeof' in Component)) {
    throw new Error(`its component ${route.component} has no default export: it must default-export a React component`)
  }
  const loaded = allModules(route)
  const props: Record<string, unknown> = {}
  const context: Record<string, unknown> = {}
  loaded.forEach((module, i) => {
    const [first, ...rest] = module.keys
    if (first === '__context') place(context, rest, moduleValue(entry.routeModules?.[i]))
    else place(props, module.keys, moduleValue(entry.routeModules?.[i]))
  })
  const pathname = `${baseUrl.replace(/\/$/, '')}${route.path}`
  const routerProps = {
    location: { pathname, search: '', hash: '', state: undefined },
    match: { path: pathname, url: pathname, isExact: true, params: {} },
    route: { path: pathname, exact: true, component: route.component },
  }
  const given = { ...props, ...route.props, ...routerProps }
  function PluginRoutePage(): ReturnType<typeof createElement> {
    return createElement(Component as ComponentType<Record<string, unknown>>, given)
  }
  return {
    route: route.path,
    file: `plugin "${route.from}" (its route ${route.path})`,
    title: route.path === '/' ? route.plugin.name : route.path.slice(route.path.lastIndexOf('/') + 1),
    Component: PluginRoutePage as ComponentType<CustomPageProps>,
    data: undefined,
    api: 'docusaurus',
    routeContext: { plugin: route.plugin, ...(Object.keys(context).length > 0 ? { data: context } : {}) },
  }
}

/**
 * What a module gives as a prop: its default export (a JSON file's value), with its other exports on it
 * when it is an object, as Docusaurus's ComponentCreator does.
 */
function moduleValue(module: unknown): unknown {
  const exports = (module ?? {}) as Record<string, unknown>
  const value = exports.default
  if (value && (typeof value === 'object' || typeof value === 'function')) {
    for (const [key, other] of Object.entries(exports)) if (key !== 'default' && !(key in value)) (value as Record<string, unknown>)[key] = other
  }
  return value
}

/** Sets `value` at `keys` in `target`, making objects (or lists, for numeric keys) on the way. */
function place(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let at: Record<string, unknown> = target
  keys.slice(0, -1).forEach((key, i) => {
    at[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}
    at = at[key] as Record<string, unknown>
  })
  if (keys.length > 0) at[keys.at(-1)!] = value
}
