/**
 * The site's plugins' `postBuild` (docusaurus.io/docs/api/plugin-methods/lifecycle-apis#postBuild), run
 * once a locale's pages are written and checked, before the output folder is replaced: `outDir` is the
 * staging folder that then becomes the output, so what a plugin writes there is published with the pages,
 * and a plugin that throws fails the build with the previous output left as it was.
 */
import { join } from 'node:path'
import type { SiteConfig } from '../config/schema'
import { configFileOf } from '../config/load'
import { BuildError } from '../errors'
import type { RenderedRoute } from '../render/render'
import { docusaurusSiteConfig } from '../render/docusaurus-site-config'
import type { DocSource } from '../content/collect'
import { postBuildRoutes } from './post-build-routes'
import { SITE_METADATA } from '../../components/docusaurus/useDocusaurusContext'

/** Runs every postBuild of `config` for one locale's output in `outDir` (its `routes` as rendered, its `docs`). */
export async function runPostBuild(root: string, config: SiteConfig, outDir: string, routes: readonly RenderedRoute[], docs: readonly DocSource[] = [], describe: (route: string) => string | undefined = () => undefined): Promise<void> {
  const base = config.baseUrl
  const props = {
    siteDir: root,
    generatedFilesDir: join(root, '.docusaurus'),
    siteConfig: docusaurusSiteConfig(config),
    outDir,
    baseUrl: base,
    headTags: config.headTags.map(tagHtml).join('\n'),
    preBodyTags: config.preBodyTags.map(tagHtml).join('\n'),
    postBodyTags: config.postBodyTags.map(tagHtml).join('\n'),
    // As Docusaurus lists them: with the base URL, the not-found page as its file.
    routesPaths: routes.map((r) => (r.kind === 'not-found' ? `${base}404.html` : `${base}${r.route.slice(1)}`)),
    // The route tree, each content plugin's routes under one that names it (post-build-routes.ts).
    routes: postBuildRoutes(config, docs, routes, describe),
    plugins: [],
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, currentLocale: config.i18n.currentLocale, path: 'i18n' },
    siteMetadata: SITE_METADATA,
  }
  for (const { plugin, run } of config.postBuild) {
    try {
      await run(props)
    } catch (error) {
      throw new BuildError(`plugin "${plugin}" failed in its postBuild`, {
        location: { file: configFileOf(root) },
        hint: 'fix the plugin (the pages were built; the output folder is left as it was)',
        cause: error,
      })
    }
  }
}

/** A config tag as HTML, as Docusaurus hands the injected tags to postBuild. */
function tagHtml({ tagName, attributes, innerHTML }: SiteConfig['headTags'][number]): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`))
    .join('')
  return `<${tagName}${attrs}>${innerHTML ?? ''}</${tagName}>`
}
