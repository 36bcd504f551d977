/**
 * The JSX runtime a Docusaurus site's code and content are bundled with (docs, pages, theme components):
 * React's, with two things of the React Docusaurus sites were written for and of Docusaurus itself.
 *
 * - `defaultProps` of a function component apply (React 19 dropped them; sites on React 17/18 still set
 *   them: Relay's `Container.defaultProps`). A prop left undefined takes its default, as React 18 did.
 * - An `<a>` the site's code writes carries UNCHECKED_LINK: Docusaurus's broken-link check sees the links
 *   its `<Link>` collects (and Markdown links, which are Links), never a plain `<a>` (check/crawl.ts).
 *
 * Our own components import React's runtime directly, so their links (Link, the navbar, Markdown's) are
 * checked. The shim is a few lines inlined into each bundle; its own import of React's runtime stays
 * external, like every import of React.
 */
import { UNCHECKED_LINK } from '../../components/links'

/** esbuild's namespace of the shim (an import from it is React's own runtime). */
export const SITE_JSX_NAMESPACE = 'rtk-jsx'

/** The runtimes compiled JSX imports. */
export const JSX_RUNTIMES = /^react\/jsx-(dev-)?runtime$/

/** The shim's source, for the runtime `specifier` (`react/jsx-runtime` or the dev one). */
export function siteJsxRuntimeSource(specifier: string): string {
  return `import * as runtime from ${JSON.stringify(specifier)};
    export const Fragment = runtime.Fragment;
    const unchecked = ${JSON.stringify(UNCHECKED_LINK)};
    function adapt(type, props) {
      if (type === 'a') return props != null && props.href !== undefined && !(unchecked in props) ? { ...props, [unchecked]: '' } : props;
      const defaults = typeof type === 'function' && !(type.prototype && type.prototype.isReactComponent) ? type.defaultProps : undefined;
      if (!defaults) return props;
      const given = { ...props };
      for (const key in defaults) if (given[key] === undefined) given[key] = defaults[key];
      return given;
    }
    export function jsx(type, props, key) { return runtime.jsx(type, adapt(type, props), key); }
    export function jsxs(type, props, key) { return runtime.jsxs(type, adapt(type, props), key); }
    export function jsxDEV(type, props, key, isStatic, source, self) { return runtime.jsxDEV(type, adapt(type, props), key, isStatic, source, self); }`
}
