/**
 * `./bin/deploy`: builds the site and pushes the build to the deployment branch of its GitHub repository,
 * as `docusaurus deploy` does (src/generator/deploy/).
 */
import { resolve } from 'node:path'
import { commandArgs, siteRoot } from './args'
import { build } from '../generator/build'
import { configFileOf, loadConfig } from '../generator/config/load'
import { deploySettings } from '../generator/deploy/settings'
import { hiddenFromJekyll, isBuiltSite, publish, sourceCheckout } from '../generator/deploy/publish'
import { BuildError, formatError } from '../generator/errors'
import { memoryLogger } from '../generator/log'

const values = commandArgs(
  './bin/deploy',
  `[--root DIR] [--out DIR] [--locale LOCALE] [--skip-build] [--target-dir DIR]
  --root DIR         the site: a folder with site.config.ts or docusaurus.config.* (default: here)
  --out DIR          the build folder, inside the site (default: build/); --out-dir too
  --locale LOCALE    build that locale alone
  --skip-build       deploy the build folder as it is
  --target-dir DIR   the folder of the deployment branch the site goes to (default: its root)
The repository: the config's organizationName, projectName and deploymentBranch (ORGANIZATION_NAME, PROJECT_NAME,
DEPLOYMENT_BRANCH); over HTTPS as GIT_USER (GIT_PASS: a personal access token), or USE_SSH=true.`,
  { root: { type: 'string' }, out: { type: 'string' }, 'out-dir': { type: 'string' }, locale: { type: 'string' }, 'skip-build': { type: 'boolean' }, 'target-dir': { type: 'string' } },
)
const root = siteRoot('./bin/deploy', values.root ?? '.')
// The site's config and plugins run from its own folder, as they do in a build.
process.chdir(root)
try {
  // Only the deploy fields are read here: the site's plugins run, and the config's warnings are said, in the build.
  const config = await loadConfig(root, memoryLogger(), { runPlugins: false })
  const settings = deploySettings(config, process.env, await sourceCheckout(root), configFileOf(root))
  if ('skip' in settings) {
    process.stdout.write(`Not deployed: ${settings.skip}.\n`)
  } else {
    const outDir = resolve(root, values.out ?? values['out-dir'] ?? 'build')
    if (!values['skip-build']) {
      const result = await build({ root, outDir: values.out ?? values['out-dir'], locale: values.locale, releaseWorkers: true })
      process.stdout.write(`Built ${result.locales.flatMap((l) => l.routes).filter((r) => r.kind !== 'redirect').length} pages into ${result.outDir}.\n`)
    } else if (!(await isBuiltSite(outDir))) {
      throw new BuildError(`${outDir} holds no built site (no index.html)`, { hint: 'run ./bin/build first, or deploy without --skip-build' })
    }
    const hidden = await hiddenFromJekyll(outDir)
    if (hidden.length > 0) process.stderr.write(`warning: GitHub Pages will not serve ${hidden.slice(0, 3).join(', ')}${hidden.length > 3 ? ` and ${hidden.length - 3} more` : ''}: its Jekyll leaves out names that start with _; add an empty static/.nojekyll to the site\n`)
    const published = await publish(outDir, settings, { targetDir: values['target-dir'] })
    process.stdout.write(
      published.pushed
        ? `Deployed to ${settings.branch} of ${settings.shownUrl} (${published.commit!.slice(0, 12)}).\nWebsite is live at ${settings.siteUrl}\n`
        : `Nothing to deploy: ${settings.branch} of ${settings.shownUrl} already holds this build.\n`,
    )
  }
} catch (error) {
  process.stderr.write(`\nDeploy failed; nothing was pushed.\n\n${formatError(error)}\n`, () => process.exit(1))
}
