/** Compiles the docs of a site model (all of them, or the few an edit touched), keyed by route. */
import { join } from 'node:path'
import { GLOBAL_COMPONENTS } from '../../components/mdx'
import type { DocSource } from '../content/collect'
import type { Logger } from '../log'
import type { SiteModel } from '../model'
import { compilePages, type CompiledPage } from './compile'

export async function compileDocs(model: SiteModel, cacheDir: string, logger: Logger, only: DocSource[] = model.docs): Promise<Map<string, CompiledPage>> {
  const routeByPath = new Map(model.docs.map((d) => [join(model.root, d.file), d.route]))
  const compiled = await compilePages(
    only.map((d) => ({ absolutePath: join(model.root, d.file), source: d.source })),
    { root: model.root, cacheDir, codeTheme: model.config.code.theme, globalComponents: GLOBAL_COMPONENTS, routeOfFile: (p) => routeByPath.get(p), logger },
  )
  return new Map(only.map((d) => [d.route, compiled.get(join(model.root, d.file))!]))
}
