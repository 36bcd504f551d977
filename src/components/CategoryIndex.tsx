/**
 * A category's generated index page (Docusaurus' `link: { type: 'generated-index' }`): its description,
 * then a card for each item of the category — a doc with its description, a sub-category with its count.
 */
import { EXTERNAL_ATTRS, isExternal, withBase } from './links'

/** One card: what it links to and what it says. */
export interface CategoryCard {
  label: string
  href: string
  /** A doc's description, or "3 items" for a sub-category. */
  description?: string
  kind: 'doc' | 'category' | 'link'
}

export function CategoryIndex({ description, cards, base }: { description?: string; cards: CategoryCard[]; base: string }) {
  return (
    <>
      {description ? <p className="rtk-category-index__description">{description}</p> : null}
      <ul className="rtk-category-index">
        {cards.map((card) => (
          <li key={card.href} className={`rtk-category-index__card rtk-category-index__card--${card.kind}`}>
            <a href={isExternal(card.href) ? card.href : withBase(base, card.href)} {...(isExternal(card.href) ? EXTERNAL_ATTRS : {})}>
              <span className="rtk-category-index__title">{card.label}</span>
              {card.description ? <span className="rtk-category-index__text">{card.description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
