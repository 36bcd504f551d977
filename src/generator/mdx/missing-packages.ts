/**
 * A package a Docusaurus site's page, doc or theme component imports that is not installed: a Docusaurus
 * site builds here without `npm install` (README "Bring your Docusaurus site"), so the import gets a stub
 * instead of failing the page, and the build names the package and who imports it. The config's own
 * stubs (config/docusaurus/load-module.ts) chain, for plugin objects; these render: a component from the
 * package draws its children (a provider around a whole page, FormatJS's `<IntlProvider>`, left the
 * page blank) or nothing, a function from it returns null, and `new` gives an object of such functions (`new
 * Remarkable().render(…)` is null, where a plain object had no `render` and failed the page).
 */

import type * as esbuild from 'esbuild'
import { FALLBACK_PACKAGES } from '../../components/docusaurus/modules'

/** What React reads on a component type: undefined on a stub, as on a plain function component. */
const REACT_STATICS = ['$$typeof', 'contextType', 'contextTypes', 'childContextTypes', 'defaultProps', 'displayName', 'getDefaultProps', 'getDerivedStateFromError', 'getDerivedStateFromProps', 'propTypes', 'render', 'type', 'compare']

/** esbuild's namespace of the stubs. */
const MISSING_PACKAGE_NAMESPACE = 'rtk-missing-package'
const MISSING_STYLESHEET_NAMESPACE = 'rtk-missing-stylesheet'
/** esbuild's namespace of FALLBACK_PACKAGES (mdx/compile.ts counts its modules as made here, not the page's). */
const FALLBACK_NAMESPACE = 'rtk-fallback'

/**
 * What an import of `specifier`, a package the site has not installed, resolves to: our copy of one nearly
 * every Docusaurus site imports (FALLBACK_PACKAGES: clsx, classnames), else, when `stubbed` is given, a
 * stub, told to `stubbed` with the package's name; undefined when it is neither (the import fails).
 */
export function standInFor(specifier: string, stubbed?: (name: string) => void, kind?: esbuild.ImportKind): esbuild.OnResolveResult | undefined {
  if (FALLBACK_PACKAGES[specifier] !== undefined) return { path: specifier, namespace: FALLBACK_NAMESPACE }
  if (stubbed === undefined) return undefined
  stubbed(packageOf(specifier))
  // A stylesheet's @import of it (Stately's `@import "tailwindcss"`) is an empty stylesheet: a script
  // stub there failed the page that imports the stylesheet.
  if (kind === 'import-rule') return { path: specifier, namespace: MISSING_STYLESHEET_NAMESPACE }
  return { path: specifier, namespace: MISSING_PACKAGE_NAMESPACE }
}

/** Loads the modules `standInFor` resolves to; called once in the setup of a bundle's plugin. */
export function loadStandIns(build: esbuild.PluginBuild, root: string): void {
  build.onLoad({ filter: /.*/, namespace: FALLBACK_NAMESPACE }, (args) => ({ contents: FALLBACK_PACKAGES[args.path], loader: 'js', resolveDir: root }))
  build.onLoad({ filter: /.*/, namespace: MISSING_PACKAGE_NAMESPACE }, (args) => ({ contents: missingPackageSource(packageOf(args.path)), loader: 'js' }))
  build.onLoad({ filter: /.*/, namespace: MISSING_STYLESHEET_NAMESPACE }, () => ({ contents: '', loader: 'css' }))
}

/**
 * The stub module of package `name` (named in a comment): CommonJS, so esbuild lets the importer take any named export from it
 * (`import { Tweet } from 'react-tweet'`), each, like the default export, a function that renders its
 * `children` prop or nothing as a component, and gives a stub again as a hook (Electron's usePortal).
 */
function missingPackageSource(name: string): string {
  return `// ${name.replace(/\*\//g, '')}: not installed
    const reactStatics = new Set(${JSON.stringify(REACT_STATICS)});
    const answer = (target, key) => (key === Symbol.toPrimitive ? () => '' : key === '__esModule' ? false : key === 'then' ? undefined : key === 'default' ? stub : typeof key === 'symbol' || reactStatics.has(key) || key in target ? target[key] : stub);
    // esbuild's interop copies a CommonJS module's own keys onto an object made from its prototype: this one answers every name.
    const names = new Proxy({}, { get: (_, key) => answer({}, key) });
    // What \`new\` gives: every method a stub (\`render\` too, which the stub itself leaves to React).
    const instance = new Proxy({}, { get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' || typeof key === 'symbol' ? undefined : stub) });
    // React calls a component with its props and a second argument (its legacy context): it renders the
    // children. Called any other way it is a hook or helper (\`const { Portal } = usePortal()\`), or the tag
    // of a tagged template (styled-components' styled.div, given the template's strings first): a stub again.
    // Children given as a function (a render prop: Headless UI's <Disclosure>{({ open }) => …}) are called
    // with stubs for what it would pass, so what they draw is drawn rather than nothing.
    const stub = new Proxy(function missingPackage(props) { if (arguments.length < 2 || props === null || typeof props !== 'object' || Array.isArray(props)) return stub; if (typeof props.children === 'function') return props.children(names); return 'children' in props ? props.children : null }, { get: answer, construct: () => instance, getPrototypeOf: () => names });
    module.exports = stub;`
}

/** The package of a bare import (`@scope/pkg/sub` → `@scope/pkg`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

/** What the bundles of one build found missing, until the build reports it (takeMissingPackageWarnings). */
const noted: Array<{ name: string; importer: string }> = []

/**
 * Keeps what a bundle (the site's theme components, its pages, its client modules) imports and is not
 * installed: a package that a theme component and a page both import is then one warning naming both.
 */
export function noteMissingPackages(missing: ReadonlyArray<{ name: string; importer: string }>): void {
  noted.push(...missing)
}

/** One warning per package noted since the last call (noteMissingPackages), for the build's logger. */
export function takeMissingPackageWarnings(): string[] {
  return missingPackageWarnings(noted.splice(0))
}

/**
 * One warning per package: who imports it, and what to install. A name of `@theme/` is a theme component
 * this generator does not give (a layout part it draws itself): an empty component stands in.
 */
export function missingPackageWarnings(missing: ReadonlyArray<{ name: string; importer: string }>): string[] {
  const importers = new Map<string, Set<string>>()
  for (const { name, importer } of missing) importers.set(name, (importers.get(name) ?? new Set()).add(importer))
  return [...importers].map(([name, files]) => {
    const who = `${[...files].sort().join(', ')} import${files.size === 1 ? 's' : ''} it`
    return name.startsWith('@theme/')
      ? `theme component "${name}" is not available here: ${who}, and it renders only its children (this generator draws the layout itself: navbar, sidebars, table of contents, footer)`
      : `package "${name}" is not installed: ${who}, and a stub that does nothing stands in (npm install ${name} in the site)`
  })
}

/** The words of a page's missing-package warning, which missingPackageNote reads back. */
const NOT_INSTALLED_IN_PAGE = 'is not installed: the page renders without what it imports from it'

/** A page's import of a package that is not installed, at its line (`file:line: message`, as the compile's warnings are). */
export function missingPackageWarning(name: string, file: string, line: number | undefined): string {
  return `${file}${line === undefined ? '' : `:${line}`}: package "${name}" ${NOT_INSTALLED_IN_PAGE} (npm install ${name} in the site)`
}

const PAGE_WARNING = new RegExp(`^(.+?): package "([^"]+)" ${NOT_INSTALLED_IN_PAGE} \\(`)

/**
 * The note of a compile's warning of a missing package (missingPackageWarning: the compile's warnings are
 * text, as they cross threads and sit in the page cache), so that the build names each package once with
 * every file that imports it, pages and theme alike; undefined for any other warning.
 */
export function missingPackageNote(warning: string): { name: string; importer: string } | undefined {
  const found = PAGE_WARNING.exec(warning)
  return found ? { name: found[2]!, importer: found[1]! } : undefined
}
