/** A plugin route's entry module and the props its component gets, as Docusaurus's ComponentCreator gives them. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PluginRouteConfig } from '../../../src/generator/config/schema'
import { pluginRouteEntry, pluginRoutePage, routeModules } from '../../../src/generator/pages/plugin-routes'

const route = (over: Partial<PluginRouteConfig> = {}): PluginRouteConfig => ({
  path: '/friends',
  component: '@site/src/components/Friends.js',
  modules: {},
  props: {},
  plugin: { name: 'friends-plugin', id: 'default' },
  from: './plugins/friends',
  ...over,
})

describe('routeModules', () => {
  it('lists every module reference with where it goes: paths, { path } objects, nested objects and lists', () => {
    expect(routeModules({ friends: '/g/friends.json', extra: { path: '/g/extra.json', __import: true }, groups: { list: ['/g/a.json', '/g/b.json'] } })).toEqual([
      { keys: ['friends'], path: '/g/friends.json' },
      { keys: ['extra'], path: '/g/extra.json' },
      { keys: ['groups', 'list', '0'], path: '/g/a.json' },
      { keys: ['groups', 'list', '1'], path: '/g/b.json' },
    ])
    expect(routeModules(undefined)).toEqual([])
  })
})

describe('pluginRouteEntry', () => {
  it('exports the component and imports the modules, the route context\'s after the props\'', () => {
    expect(pluginRouteEntry(route({ modules: { friends: '/g/friends.json' }, context: { owner: '/g/owner.json' } }))).toBe(
      [
        'export { default } from "@site/src/components/Friends.js"',
        'import * as module0 from "/g/friends.json"',
        'import * as module1 from "/g/owner.json"',
        'export const routeModules = [module0, module1]',
      ].join('\n'),
    )
  })
})

describe('pluginRoutePage', () => {
  const Show = (props: Record<string, unknown>) => createElement('pre', null, JSON.stringify(props))
  const shown = (page: ReturnType<typeof pluginRoutePage>) => JSON.parse(renderToStaticMarkup(createElement(page.Component, { data: undefined, baseUrl: '/' })).replace(/^<pre>|<\/pre>$/g, '').replace(/&quot;/g, '"'))

  it('gives each module\'s default export at its place (lists rebuilt), then static props, then the router\'s', () => {
    const page = pluginRoutePage(
      route({ modules: { friends: '/g/f.json', groups: ['/g/a.json', '/g/b.json'] }, props: { title: 'Pals' } }),
      { default: Show, routeModules: [{ default: ['Ada', 'Linus'] }, { default: 'a' }, { default: 'b' }] },
      '/docs/',
    )
    const props = shown(page)
    expect(props.friends).toEqual(['Ada', 'Linus'])
    expect(props.groups).toEqual(['a', 'b'])
    expect(props.title).toBe('Pals')
    expect(props.location.pathname).toBe('/docs/friends')
    expect(page.route).toBe('/friends')
    expect(page.routeContext).toEqual({ plugin: { name: 'friends-plugin', id: 'default' } })
  })

  it('puts a script module\'s other exports on its default export, as Docusaurus does', () => {
    const page = pluginRoutePage(route({ modules: { meta: '/g/meta.js' } }), { default: Show, routeModules: [{ default: { a: 1 }, b: 2 }] }, '/')
    expect(shown(page).meta).toEqual({ a: 1, b: 2 })
  })

  it("gives the route context's modules as its data", () => {
    const page = pluginRoutePage(route({ context: { owner: '/g/owner.json' } }), { default: Show, routeModules: [{ default: { name: 'Ada' } }] }, '/')
    expect(page.routeContext).toEqual({ plugin: { name: 'friends-plugin', id: 'default' }, data: { owner: { name: 'Ada' } } })
  })

  it('refuses a component module without a default-exported component, naming it', () => {
    expect(() => pluginRoutePage(route(), { default: undefined, routeModules: [] }, '/')).toThrow('its component @site/src/components/Friends.js has no default export: it must default-export a React component')
  })
})
