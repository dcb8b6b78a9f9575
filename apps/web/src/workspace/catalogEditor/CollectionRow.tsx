import type { CatalogProblem, ContextGroup, HubCollection, HubQuery } from '@plaza/core';
import { isItemCollectionKey } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { ScopeFields } from './ScopeFields.tsx';
import { CatalogProblems } from './CatalogProblems.tsx';

/**
 * One collection of the catalog editor: its label, whether visitors see it, its own scope (ANDed to the catalog's;
 * item collections only — another target's collection keeps its scope as stored), its live count, and buttons to
 * move it up or down (keyboard-usable, no dragging) or remove it.
 */
export function CollectionRow({
  collection,
  index,
  last,
  count,
  problems,
  groups,
  orgId,
  onChange,
  onMove,
  onRemove,
}: {
  readonly collection: HubCollection;
  readonly index: number;
  readonly last: boolean;
  readonly count: string;
  readonly problems: readonly CatalogProblem[];
  readonly groups: readonly ContextGroup[];
  readonly orgId: string | undefined;
  readonly onChange: (patch: { label?: string; hidden?: boolean; scope?: HubQuery }) => void;
  readonly onMove: (step: -1 | 1) => void;
  readonly onRemove: () => void;
}) {
  const { t } = useTranslation();
  const fallback = isItemCollectionKey(collection.key) ? t(`collections.${collection.key}`) : collection.key;
  const name = collection.label || fallback;
  const id = `collection-${index}`;
  return (
    <li className="catalog-collection" data-testid="catalog-collection" data-key={collection.key}>
      <fieldset aria-labelledby={`${id}-name`}>
        <div className="catalog-collection__head">
          <h5 id={`${id}-name`} dir="auto">
            {name}
          </h5>
          <span className="workspace-muted" data-testid="collection-count" aria-live="polite">
            {count}
          </span>
        </div>
        <calcite-input-text
          label={t('workspace.catalogEditor.label')}
          labelText={t('workspace.catalogEditor.label')}
          value={collection.label}
          placeholder={fallback}
          oncalciteInputTextInput={(event) => onChange({ label: event.target.value })}
          data-testid="collection-label"
        />
        <label className="catalog-collection__hidden">
          <input
            type="checkbox"
            checked={collection.hidden === true}
            onChange={(event) => onChange({ hidden: event.target.checked })}
            data-testid="collection-hidden"
          />{' '}
          {t('workspace.catalogEditor.hidden')}
        </label>
        {collection.targetEntity === 'item' ? (
          <details>
            <summary>{t('workspace.catalogEditor.collectionScope')}</summary>
            <ScopeFields
              scope={collection.scope}
              onChange={(scope) => onChange({ scope })}
              groups={groups}
              orgId={orgId}
              idPrefix={id}
            />
          </details>
        ) : null}
        <CatalogProblems problems={problems} />
        <div className="workspace-actions">
          <calcite-button
            appearance="outline"
            kind="neutral"
            iconStart="chevron-up"
            disabled={index === 0}
            label={t('workspace.catalogEditor.moveUpNamed', { name })}
            onClick={() => onMove(-1)}
          >
            {t('workspace.moveUp')}
          </calcite-button>
          <calcite-button
            appearance="outline"
            kind="neutral"
            iconStart="chevron-down"
            disabled={last}
            label={t('workspace.catalogEditor.moveDownNamed', { name })}
            onClick={() => onMove(1)}
          >
            {t('workspace.moveDown')}
          </calcite-button>
          <calcite-button
            appearance="outline"
            kind="danger"
            iconStart="trash"
            label={t('workspace.catalogEditor.removeNamed', { name })}
            onClick={onRemove}
          >
            {t('workspace.catalogEditor.remove')}
          </calcite-button>
        </div>
      </fieldset>
    </li>
  );
}
