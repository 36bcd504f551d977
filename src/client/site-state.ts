/**
 * Small remembered states of spec §4: announcement-bar dismissal (reset by a new bar id) and the
 * preferred docs version per docs plugin (cleared when that version no longer exists).
 */
import { KEYS, storage } from './storage'

export function initAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('[data-rtk-announcement]')
  if (!bar) return
  const id = bar.dataset.rtkAnnouncement!
  // A new bar id clears an old dismissal.
  if (storage.get(KEYS.announcementId) !== id) {
    storage.set(KEYS.announcementId, id)
    storage.remove(KEYS.announcementDismissed)
    delete document.documentElement.dataset.rtkAnnouncementDismissed
  }
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-rtk-announcement-close]')) return
    storage.set(KEYS.announcementDismissed, 'true')
    document.documentElement.dataset.rtkAnnouncementDismissed = 'true'
  })
}

/** Remembers the version of the docs page being read; forgets a stored version the site no longer has. */
export function rememberDocsVersion(): void {
  const html = document.documentElement
  const plugin = html.dataset.rtkDocsPlugin
  if (!plugin) return
  const versions = (html.dataset.rtkDocsVersions ?? '').split(',').filter(Boolean)
  const key = KEYS.docsVersion(plugin)
  const stored = storage.get(key)
  if (stored && !versions.includes(stored)) storage.remove(key)
  const current = html.dataset.rtkDocsVersion
  if (current) storage.set(key, current)
}
