import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftCard } from './layoutDraft.ts';

const ALIGNS = ['start', 'center', 'end'] as const;
const STYLES = ['solid', 'outline-fill'] as const;

/**
 * A follow card's settings (spec 3 §3): what it follows (the page's site, or an initiative by id), its call to action
 * and button texts, their alignment and the button's style.
 */
export function FollowCardSettings({
  card,
  set,
  field,
}: {
  readonly card: DraftCard;
  readonly set: (field: string, value: unknown) => void;
  readonly field: (name: string, label: string, rows?: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const select = (name: string, label: string, values: readonly string[], current: string) => (
    <calcite-select
      label={label}
      labelText={label}
      value={current}
      oncalciteSelectChange={(event) => {
        // A card stored before schema 1 is brought to it by its first change (spec 3 §4).
        set('schemaVersion', 1);
        set(name, event.target.value);
      }}
    >
      {values.map((value) => (
        <calcite-option key={value} value={value} selected={current === value}>
          {t(`editor.follow.${name}.${value}`)}
        </calcite-option>
      ))}
    </calcite-select>
  );
  const entityType = card.settings.entityType === 'initiative' ? 'initiative' : 'site';
  return (
    <>
      {select('entityType', t('editor.follow.entityTypeLabel'), ['site', 'initiative'], entityType)}
      {entityType === 'initiative' ? field('entityId', t('editor.follow.entityId')) : null}
      {field('callToActionText', t('editor.follow.callToAction'), 3)}
      {field('buttonText', t('editor.follow.buttonText'))}
      {field('unfollowButtonText', t('editor.follow.unfollowButtonText'))}
      {select(
        'callToActionAlign',
        t('editor.follow.callToActionAlignLabel'),
        ALIGNS,
        String(card.settings.callToActionAlign ?? 'center'),
      )}
      {select(
        'buttonAlign',
        t('editor.follow.buttonAlignLabel'),
        ALIGNS,
        String(card.settings.buttonAlign ?? 'center'),
      )}
      {select('buttonStyle', t('editor.follow.buttonStyleLabel'), STYLES, String(card.settings.buttonStyle ?? 'solid'))}
    </>
  );
}
