/**
 * Inlined in <head> and run before first paint: sets data-theme from the stored choice ('theme'),
 * else the system preference (when the config respects it), else the default; and hides a closeable
 * announcement the reader already dismissed. Kept tiny: it blocks rendering.
 */
;(() => {
  const html = document.documentElement
  let stored: string | null = null
  let dismissed: string | null = null
  try {
    stored = localStorage.getItem('theme')
    dismissed = localStorage.getItem('rtk-announcement-dismissed')
  } catch {
    // Storage unavailable (private mode, blocked cookies): fall through to the defaults.
  }
  const system = html.dataset.rtkRespectPrefers === 'true' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : undefined
  html.dataset.theme = stored === 'dark' || stored === 'light' ? stored : (system ?? html.dataset.rtkDefaultTheme ?? 'light')
  if (dismissed) html.dataset.rtkAnnouncementDismissed = dismissed
})()
