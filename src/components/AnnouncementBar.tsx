/** The bar above the navbar (spec §4). Its content is trusted HTML from the site config. */
import type { SiteConfig } from '../generator/config/schema'
import { CloseIcon } from './Icons'
import { useThemeMessages } from './theme-messages'
import { useClassNames } from './theme-class-names'

export function AnnouncementBar({ bar }: { bar: NonNullable<SiteConfig['announcementBar']> }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  return (
    <div
      className={cn('rtk-announcement', 'theme-announcement-bar')}
      role="region"
      aria-label={t('rtk.announcement')}
      data-rtk-announcement={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="rtk-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="rtk-announcement__close" data-rtk-announcement-close aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  )
}
