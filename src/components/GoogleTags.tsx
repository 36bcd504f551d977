/**
 * Google's tags as a Docusaurus site configures them (plugin-google-gtag, plugin-google-tag-manager),
 * so a site keeps its analytics when it switches: the same scripts in every page's head. What
 * Docusaurus's gtag client module does on a route change, the inline script does on our client-side
 * navigation (the `rtk:navigated` event of src/client/navigation.ts): when the address changed, it
 * sets the page path and sends a page view, after the new page's title is in place. The ids are
 * checked by the config schema (letters, digits, - and _), so they are safe inside the scripts.
 */
import type { SiteConfig } from '../generator/config/schema'

type Tags = Pick<SiteConfig, 'gtag' | 'googleTagManager'>

/** What gtag.js is told on load, then on each client-side navigation. */
function gtagScript(gtag: NonNullable<SiteConfig['gtag']>): string {
  const configs = gtag.trackingID.map((id) => `gtag('config', '${id}'${gtag.anonymizeIP ? ", { anonymize_ip: true }" : ''});`)
  return [
    'window.dataLayer = window.dataLayer || [];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('js', new Date());",
    ...configs,
    '(function () {',
    '  var at = function (u) { return u.pathname + u.search + u.hash; };',
    '  var last = at(location);',
    "  document.addEventListener('rtk:navigated', function (event) {",
    '    var path = at(new URL(event.detail.url, location.href));',
    '    if (path === last) return;',
    '    last = path;',
    "    setTimeout(function () { window.gtag('set', 'page_path', path); window.gtag('event', 'page_view'); });",
    '  });',
    '})();',
  ].join('\n')
}

/** Google Tag Manager's loader, as Google gives it to paste in a page's head. */
function tagManagerScript(containerId: string): string {
  return [
    'window.dataLayer = window.dataLayer || [];',
    "window.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });",
    '(function () {',
    "  var script = document.createElement('script');",
    '  script.async = true;',
    `  script.src = 'https://www.googletagmanager.com/gtm.js?id=${containerId}';`,
    "  var first = document.getElementsByTagName('script')[0];",
    '  first.parentNode.insertBefore(script, first);',
    '})();',
  ].join('\n')
}

/** The head's part: preconnects, gtag.js and its setup, Tag Manager's loader. */
export function GoogleTagsHead({ config }: { config: Tags }) {
  const { gtag, googleTagManager } = config
  if (!gtag && !googleTagManager) return null
  return (
    <>
      {gtag ? <link rel="preconnect" href="https://www.google-analytics.com" /> : null}
      <link rel="preconnect" href="https://www.googletagmanager.com" />
      {gtag ? <script async src={`https://www.googletagmanager.com/gtag/js?id=${gtag.trackingID[0]}`} /> : null}
      {gtag ? <script dangerouslySetInnerHTML={{ __html: gtagScript(gtag) }} /> : null}
      {googleTagManager ? <script dangerouslySetInnerHTML={{ __html: tagManagerScript(googleTagManager.containerId) }} /> : null}
    </>
  )
}

/** Tag Manager's frame for readers without JavaScript, first in the body as Google asks. */
export function GoogleTagManagerNoscript({ config }: { config: Tags }) {
  if (!config.googleTagManager) return null
  const src = `https://www.googletagmanager.com/ns.html?id=${config.googleTagManager.containerId}`
  return <noscript dangerouslySetInnerHTML={{ __html: `<iframe src="${src}" title="Google Tag Manager" height="0" width="0" style="display:none;visibility:hidden"></iframe>` }} />
}
