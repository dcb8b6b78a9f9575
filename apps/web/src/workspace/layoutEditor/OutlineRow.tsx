import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TYPES, cardTemplate, type CardType } from './cardTemplates.ts';
import { cardSummary } from './cardSummary.ts';
import type { DraftRow } from './layoutDraft.ts';
import { addCard, moveCard, moveCardToRow, moveRow, removeCard, removeRow, type RowPath } from './layoutOps.ts';
import type { LayoutEditorState } from './useLayoutEditor.ts';

/** One row of the outline: its cards (select, move, remove) and adding a card of a chosen type. */
export function OutlineRow({
  editor,
  row,
  at,
  rows,
  announce,
}: {
  readonly editor: LayoutEditorState;
  readonly row: DraftRow;
  readonly at: RowPath;
  readonly rows: number;
  readonly announce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<CardType>('text');
  const where = { section: at.section + 1, row: at.row + 1 };
  const add = () => {
    const template = cardTemplate(type, {
      text: t('editor.newText'),
      statTitle: t('editor.newStat'),
      title: t('editor.newTitle'),
      follow: t('editor.newFollow'),
    });
    editor.apply((draft) => addCard(draft, at, template, editor.keys));
    announce(t('editor.announce.added', { card: t(`editor.cardType.${type}`), ...where }));
  };
  return (
    <li className="outline-row">
      <div className="outline-row__head">
        <h4>{t('editor.row', { number: at.row + 1 })}</h4>
        <span className="outline-actions">
          <calcite-action
            icon="chevron-up"
            text={t('editor.moveRowUp', where)}
            scale="s"
            disabled={at.row === 0}
            onClick={() => editor.apply((d) => moveRow(d, at, -1))}
          />
          <calcite-action
            icon="chevron-down"
            text={t('editor.moveRowDown', where)}
            scale="s"
            disabled={at.row === rows - 1}
            onClick={() => editor.apply((d) => moveRow(d, at, 1))}
          />
          <calcite-action
            icon="trash"
            text={t('editor.removeRow', where)}
            scale="s"
            onClick={() => editor.apply((d) => removeRow(d, at))}
          />
        </span>
      </div>
      {row.cards.length === 0 ? <p className="workspace-muted">{t('editor.emptyRow')}</p> : null}
      <ul className="outline-cards">
        {row.cards.map((card, index) => {
          const path = { ...at, card: index };
          const name = cardSummary(t, card);
          return (
            <li key={card.key} className="outline-card">
              <button
                type="button"
                className="outline-card__select"
                aria-pressed={editor.selected === card.key}
                onClick={() => editor.select(card.key)}
                data-testid="outline-card"
              >
                {name}
              </button>
              <span className="outline-actions">
                <calcite-action
                  icon="chevron-left"
                  iconFlipRtl
                  text={t('editor.moveCardBefore', { card: name })}
                  scale="s"
                  disabled={index === 0}
                  onClick={() => editor.apply((d) => moveCard(d, path, -1))}
                />
                <calcite-action
                  icon="chevron-right"
                  iconFlipRtl
                  text={t('editor.moveCardAfter', { card: name })}
                  scale="s"
                  disabled={index === row.cards.length - 1}
                  onClick={() => editor.apply((d) => moveCard(d, path, 1))}
                />
                <calcite-action
                  icon="arrow-up"
                  text={t('editor.moveCardUp', { card: name })}
                  scale="s"
                  disabled={at.row === 0}
                  onClick={() => editor.apply((d) => moveCardToRow(d, path, -1))}
                />
                <calcite-action
                  icon="arrow-down"
                  text={t('editor.moveCardDown', { card: name })}
                  scale="s"
                  disabled={at.row === rows - 1}
                  onClick={() => editor.apply((d) => moveCardToRow(d, path, 1))}
                />
                <calcite-action
                  icon="trash"
                  text={t('editor.removeCard', { card: name })}
                  scale="s"
                  onClick={() => {
                    editor.apply((d) => removeCard(d, path));
                    announce(t('editor.announce.removed', { card: name }));
                  }}
                />
              </span>
            </li>
          );
        })}
      </ul>
      <div className="outline-add">
        <calcite-select
          label={t('editor.cardTypeFor', where)}
          value={type}
          scale="s"
          oncalciteSelectChange={(event) => {
            const chosen = CARD_TYPES.find((candidate) => candidate === event.target.value);
            if (chosen) setType(chosen);
          }}
          data-testid="card-type"
        >
          {CARD_TYPES.map((candidate) => (
            <calcite-option key={candidate} value={candidate} selected={candidate === type}>
              {t(`editor.cardType.${candidate}`)}
            </calcite-option>
          ))}
        </calcite-select>
        <calcite-button scale="s" iconStart="plus" appearance="outline-fill" onClick={add} data-testid="add-card">
          {t('editor.addCard')}
        </calcite-button>
      </div>
    </li>
  );
}
