/** The bar above the navbar (spec §4). Its content is trusted HTML from the site config. */
import type { SiteConfig } from '../generator/config/schema'
import { CloseIcon } from './Icons'

export function AnnouncementBar({ bar }: { bar: NonNullable<SiteConfig['announcementBar']> }) {
  return (
    <div
      className="rtk-announcement"
      role="region"
      aria-label="Announcement"
      data-rtk-announcement={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="rtk-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="rtk-announcement__close" data-rtk-announcement-close aria-label="Close announcement">
          <CloseIcon />
        </button>
      ) : null}
    </div>
  )
}
