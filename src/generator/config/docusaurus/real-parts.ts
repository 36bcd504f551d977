/**
 * The parts of Docusaurus's own packages that a site's plugins call and that are cheap to make real here,
 * for a site that never installed Docusaurus: every Docusaurus site has @docusaurus/utils, so a plugin
 * imports it without listing it (docusaurus.io's feature-requests plugin builds its route with
 * `normalizeUrl`). As stubs they return nothing, and the plugin adds a route without a path. The other
 * exports of these packages stay stubs (load-module.ts), and the package is still named as missing.
 *
 * Each value is JavaScript source of an object literal of functions, written here from the behaviour
 * Docusaurus documents in its urlUtils.ts doc comments.
 */

const URL_HELPERS = `{
  /** URL parts joined by single slashes: a protocol's own slashes kept, none before a query or hash, one query mark. */
  normalizeUrl(parts) {
    if (!Array.isArray(parts)) throw new TypeError('normalizeUrl takes an array of URL parts')
    for (const part of parts) if (typeof part !== 'string') throw new TypeError('Url must be a string. Received ' + typeof part)
    const joined = parts.filter((part) => part !== '').join('/')
    if (joined === '') return ''
    const protocol = /^([^/:]+:)(\\/*)/.exec(joined)
    const head = protocol ? protocol[1] + (protocol[1] === 'file:' && protocol[2].length >= 3 ? '///' : '//') : ''
    let path = (protocol ? joined.slice(protocol[0].length) : joined).replace(/\\/{2,}/g, '/').replace(/\\/(?=[?&#])/g, '')
    const query = path.indexOf('?')
    if (query >= 0) path = path.slice(0, query + 1) + path.slice(query + 1).replace(/\\?/g, '&')
    return head + path
  },
  addLeadingSlash: (text) => (text.startsWith('/') ? text : '/' + text),
  addTrailingSlash: (text) => (text.endsWith('/') ? text : text + '/'),
  removeTrailingSlash: (text) => (text.endsWith('/') ? text.slice(0, -1) : text),
  posixPath: (path) => path.replace(/\\\\/g, '/'),
}`

/** Package name → the source of its real parts. */
export const REAL_PARTS: Readonly<Record<string, string>> = {
  '@docusaurus/utils': URL_HELPERS,
  '@docusaurus/utils-common': URL_HELPERS,
}
