/**
 * A CSS module's class names, as the site stylesheet names them, for a bundle that needs only the names
 * (the docs' compile: styles/style-imports.ts `names` output). esbuild names a module's classes once per
 * entry point: in a batch of pages, every page after the first that imports a component got `box2`,
 * `box3` where the site stylesheet has `box`, and lost its styles (docusaurus.io's BrowserWindow). So each
 * module's names are made by a build of that module alone, as the stylesheet's single bundle makes them.
 */
import * as esbuild from 'esbuild'

const NAMES_NAMESPACE = 'rtk-css-module-names'

/** Made names by module path and CSS, in this thread (a module met by many batches is named once). */
const made = new Map<string, Promise<string>>()

/**
 * The JavaScript module of the CSS module at `path` (as esbuild is given it: styles/style-imports.ts
 * namedModulePath) with the text `css`: its default export maps each local class to its global name.
 */
export function cssModuleNames(path: string, css: string): Promise<string> {
  const key = `${path}\0${css}`
  let names = made.get(key)
  if (!names) made.set(key, (names = nameAlone(path, css)))
  return names
}

async function nameAlone(path: string, css: string): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: `export { default } from ${JSON.stringify(path)}`, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [
      {
        name: NAMES_NAMESPACE,
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => (args.importer === '<stdin>' ? { path: args.path, namespace: NAMES_NAMESPACE } : { path: args.path, external: true }))
          build.onLoad({ filter: /.*/, namespace: NAMES_NAMESPACE }, () => ({ contents: css, loader: 'local-css' }))
        },
      },
    ],
  })
  return result.outputFiles.find((file) => file.path.endsWith('.js'))!.text
}
