/**
 * Docusaurus's generated modules a site's code may import: `@generated/docusaurus.config` (the site
 * config) and `@generated/globalData` (the plugins' data). Live views: a read gives the page's site
 * while one renders (each locale has its own config), else the site being built (scope.ts).
 */
import { siteNow } from './scope'

/** An object whose every read goes to what `target()` gives now. */
function liveView<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => key in target(),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const value = Reflect.get(target(), key)
      return key in target() ? { value, enumerable: true, configurable: true, writable: false } : undefined
    },
  })
}

export const generatedSiteConfig = liveView(() => siteNow().siteConfig)
export const generatedGlobalData = liveView(() => siteNow().globalData)
