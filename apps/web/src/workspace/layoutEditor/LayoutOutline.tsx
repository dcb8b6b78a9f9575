import { useTranslation } from 'react-i18next';
import { addRow, addSection, moveSection, removeSection } from './layoutOps.ts';
import { OutlineRow } from './OutlineRow.tsx';
import type { LayoutEditorState } from './useLayoutEditor.ts';

/** The layout as a list: sections, their rows and cards, with the controls to add, move and remove each. */
export function LayoutOutline({
  editor,
  announce,
}: {
  readonly editor: LayoutEditorState;
  readonly announce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { draft } = editor;
  return (
    <section className="layout-outline" aria-labelledby="outline-heading">
      <h2 id="outline-heading">{t('editor.outline')}</h2>
      {draft.length === 0 ? <p className="workspace-muted">{t('editor.emptyLayout')}</p> : null}
      <ol className="outline-sections">
        {draft.map((section, index) => (
          <li key={section.key} className="outline-section" data-testid="outline-section">
            <div className="outline-section__head">
              <h3>{t('editor.section', { number: index + 1 })}</h3>
              <span className="outline-actions">
                <calcite-action
                  icon="chevron-up"
                  text={t('editor.moveSectionUp', { number: index + 1 })}
                  scale="s"
                  disabled={index === 0}
                  onClick={() => editor.apply((d) => moveSection(d, index, -1))}
                />
                <calcite-action
                  icon="chevron-down"
                  text={t('editor.moveSectionDown', { number: index + 1 })}
                  scale="s"
                  disabled={index === draft.length - 1}
                  onClick={() => editor.apply((d) => moveSection(d, index, 1))}
                />
                <calcite-action
                  icon="trash"
                  text={t('editor.removeSection', { number: index + 1 })}
                  scale="s"
                  onClick={() => {
                    editor.apply((d) => removeSection(d, index));
                    announce(t('editor.announce.sectionRemoved', { number: index + 1 }));
                  }}
                />
              </span>
            </div>
            <ol className="outline-rows">
              {section.rows.map((row, r) => (
                <OutlineRow
                  key={row.key}
                  editor={editor}
                  row={row}
                  at={{ section: index, row: r }}
                  rows={section.rows.length}
                  announce={announce}
                />
              ))}
            </ol>
            <calcite-button
              scale="s"
              appearance="transparent"
              iconStart="plus"
              onClick={() => editor.apply((d) => addRow(d, index, editor.keys))}
            >
              {t('editor.addRow')}
            </calcite-button>
          </li>
        ))}
      </ol>
      <calcite-button
        appearance="outline"
        iconStart="plus"
        onClick={() => {
          editor.apply((d) => addSection(d, editor.keys));
          announce(t('editor.announce.sectionAdded', { number: draft.length + 1 }));
        }}
        data-testid="add-section"
      >
        {t('editor.addSection')}
      </calcite-button>
    </section>
  );
}
