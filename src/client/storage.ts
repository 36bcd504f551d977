/**
 * The one door to localStorage (spec §8): errors are logged to the console, and when storage is
 * unavailable (disabled cookies, private mode, quota) a no-op store stands in so nothing else breaks.
 */

export interface SafeStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

const noop: SafeStorage = { get: () => null, set: () => {}, remove: () => {} }

function open(): SafeStorage {
  let store: Storage
  try {
    store = window.localStorage
    const probe = '__rtk_storage_probe__'
    store.setItem(probe, probe)
    store.removeItem(probe)
  } catch (error) {
    console.error('[rtk-docs] localStorage is unavailable; settings will not be remembered.', error)
    return noop
  }
  const guard = <T>(action: string, key: string, run: () => T, fallback: T): T => {
    try {
      return run()
    } catch (error) {
      console.error(`[rtk-docs] could not ${action} localStorage key "${key}".`, error)
      return fallback
    }
  }
  return {
    get: (key) => guard('read', key, () => store.getItem(key), null),
    set: (key, value) => guard('write', key, () => store.setItem(key, value), undefined),
    remove: (key) => guard('remove', key, () => store.removeItem(key), undefined),
  }
}

export const storage: SafeStorage = open()

/** Keys the site stores (spec §9 fixes 'theme' and 'canary-filter-tags'; the rest carry our prefix). */
export const KEYS = {
  theme: 'theme',
  announcementDismissed: 'rtk-announcement-dismissed',
  announcementId: 'rtk-announcement-id',
  codeLanguage: 'rtk-tabs-code-language',
  searchTags: 'canary-filter-tags',
  docsVersion: (pluginId: string) => `rtk-docs-preferred-version-${pluginId}`,
  tabGroup: (group: string) => `rtk-tabs-${group}`,
} as const
