import type { CardData } from './loadCardData.ts';
import type { LayoutSection } from './layoutModel.ts';
import { LayoutCardView } from './LayoutCardView.tsx';

/**
 * Renders a layout: sections (full-bleed background, fixed or fluid content width) → rows → cards on a 12-column
 * grid that stacks below 768 px (spec 3 §2 breakpoints).
 */
export function LayoutRenderer({ sections, cardData }: { sections: readonly LayoutSection[]; cardData: CardData }) {
  return (
    <div className="layout">
      {sections.map((section, s) => (
        <section
          key={s}
          className={`layout-section layout-section--${section.containment}${section.color ? ' layout-section--colored' : ''}`}
          style={{
            ...(section.background ? { backgroundColor: section.background } : {}),
            ...(section.color ? { color: section.color } : {}),
          }}
        >
          <div className="layout-section__inner">
            {section.rows.map((row, r) => (
              <div key={r} className="layout-row">
                {row.cards.map((card) => (
                  <div
                    key={card.id}
                    className="layout-cell"
                    style={{ '--cell-span': card.width } as React.CSSProperties}
                  >
                    <LayoutCardView card={card} results={cardData[card.id]} />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** True when a layout brings its own first-level heading (a hero card, or Markdown starting with `# `). */
export function layoutHasHeading(sections: readonly LayoutSection[]): boolean {
  return sections.some((section) =>
    section.rows.some((row) =>
      row.cards.some(({ card }) => card.kind === 'hero' || (card.kind === 'markdown' && card.hasHeading)),
    ),
  );
}
