/**
 * Flow type annotations in a site's own JavaScript. Docusaurus compiles the site's files with babel-loader
 * and the site's babel.config.js, so a site whose Babel config strips Flow (flow.org: `@babel/preset-flow`)
 * writes `type Doc = {…}` and `function A(p: Props)` in its components. esbuild knows no Flow: for such a
 * site its files are stripped of their types with sucrase (already ours, for the samples' JavaScript) before
 * esbuild reads them, the JSX left as it is. Flow's `component` declarations (Hermes syntax) are not Babel's
 * preset-flow either and stay unsupported.
 */
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type * as esbuild from 'esbuild'
import { transform } from 'sucrase'

/** The files Babel reads its config from, in a site's folder. */
const BABEL_CONFIGS = ['babel.config.js', 'babel.config.cjs', 'babel.config.mjs', 'babel.config.json', '.babelrc', '.babelrc.js', '.babelrc.json']

/** Babel presets and plugins that make Babel read (and strip) Flow. */
const FLOW_BABEL = /preset-flow|transform-flow-strip-types|syntax-flow/

/** Whether the site's Babel config reads Flow (read as text: running it would need Babel). */
export function siteUsesFlow(root: string): boolean {
  return BABEL_CONFIGS.some((name) => {
    const file = join(root, name)
    return existsSync(file) && FLOW_BABEL.test(readFileSync(file, 'utf8'))
  })
}

/**
 * An esbuild plugin that strips Flow types from the site's own .js and .jsx files (not packages': they
 * ship compiled). Put it before the plugins that load files, so its contents are the ones esbuild reads.
 */
export function flowStripping(root: string): esbuild.Plugin {
  return {
    name: 'rtk-flow-syntax',
    setup(build) {
      build.onLoad({ filter: /\.jsx?$/, namespace: 'file' }, async (args) => {
        if (!args.path.startsWith(`${root}/`) || args.path.includes('/node_modules/')) return undefined
        const source = await readFile(args.path, 'utf8')
        try {
          const { code } = transform(source, { transforms: ['flow', 'jsx'], jsxRuntime: 'preserve', filePath: args.path, disableESTransforms: true })
          return { contents: code, loader: 'jsx' }
        } catch {
          // As written: esbuild then names the line it cannot read.
          return undefined
        }
      })
    },
  }
}
