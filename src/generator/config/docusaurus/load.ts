/**
 * A Docusaurus site's config as our resolved config: load the module (load-module.ts), run the site's
 * own presets (site-presets.ts), map its fields (map.ts), report every ignored plugin or missing package once, validate with our schema.
 */
import type { Logger } from '../../log'
import type { SiteConfigInput } from '../schema'
import { loadDocusaurusModule } from './load-module'
import { mapDocusaurusConfig } from './map'
import { insteadOf } from './ignored'
import { withSitePresets } from './site-presets'

/** The config file names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs']

/** Loads and maps `file` (one of DOCUSAURUS_CONFIG_FILES, in `root`); warnings go to `logger`. */
export async function loadDocusaurusConfig(root: string, file: string, logger: Logger): Promise<SiteConfigInput> {
  const { config: written, stubbed } = await loadDocusaurusModule(root, file)
  // The site's own presets run first: what they return is read as the config's own plugins and themes.
  const config = await withSitePresets(written, root, file)
  const { input, ignored } = mapDocusaurusConfig(config, root, file, stubbed)
  for (const { name, importer } of stubbed) {
    ignored.add(`package imported by ${importer},`, name, `it is not installed here, so a stub stands in for it; ${insteadOf(name)}`)
  }
  for (const message of ignored.list()) logger.warn(message)
  return input
}
