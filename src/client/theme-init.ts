/**
 * Inlined in <head> and run before first paint: sets data-theme from the stored choice ('theme'),
 * else the system preference (when the config respects it), else the default; hides a closeable
 * announcement the reader already dismissed; and on the home page, when the page's address is not the
 * configured base path, shows a red banner suggesting one (spec §2). That check lives here because a
 * wrong base path also breaks the URLs of the bundle and the stylesheet: only inline code still runs,
 * so the banner carries its own styles. Kept tiny: it blocks rendering.
 */
;(() => {
  const html = document.documentElement
  let stored: string | null = null
  let dismissed: string | null = null
  try {
    stored = localStorage.getItem('theme')
    // A dismissal counts only for the bar that was dismissed: a new bar id shows the new bar at once.
    if (localStorage.getItem('rtk-announcement-id') === html.dataset.rtkAnnouncementId) dismissed = localStorage.getItem('rtk-announcement-dismissed')
  } catch {
    // Storage unavailable (private mode, blocked cookies): fall through to the defaults.
  }
  const system = html.dataset.rtkRespectPrefers === 'true' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : undefined
  html.dataset.theme = stored === 'dark' || stored === 'light' ? stored : (system ?? html.dataset.rtkDefaultTheme ?? 'light')
  if (dismissed) html.dataset.rtkAnnouncementDismissed = dismissed

  const base = html.dataset.rtkBase ?? '/'
  // The home page's own address is the base path it is actually served under.
  const here = location.pathname.replace(/index\.html$/, '').replace(/\/?$/, '/')
  if (html.dataset.rtkRoute !== '/' || here === base) return
  document.addEventListener('DOMContentLoaded', () => {
    const banner = document.createElement('div')
    const code = (text: string) => {
      const el = document.createElement('code')
      el.textContent = text
      return el
    }
    banner.className = 'rtk-base-banner'
    banner.dataset.rtkBaseBanner = here
    banner.setAttribute('role', 'alert')
    banner.style.cssText = 'padding:1rem;background:#d32f2f;color:#fff;font:600 16px/1.5 system-ui,sans-serif'
    banner.append(
      'This site did not load properly: its configured base path (baseUrl) is ',
      code(base),
      ' but this page is served at ',
      code(here),
      '. We suggest trying baseUrl: ',
      code(`'${here}'`),
      ' in site.config.ts.',
    )
    document.body.prepend(banner)
  })
})()
