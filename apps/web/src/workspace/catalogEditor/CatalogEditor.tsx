import {
  addableFamilies,
  addCollection,
  catalogProblems,
  moveCollection,
  removeCollection,
  sameJson,
  updateCollection,
  type HubCatalog,
  type ItemCollectionKey,
} from '@plaza/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from '../editors/SaveBar.tsx';
import { useSaveEntity } from '../editors/useSaveEntity.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { CatalogProblems } from './CatalogProblems.tsx';
import { withCatalog, type CatalogTarget } from './catalogTarget.ts';
import { CollectionRow } from './CollectionRow.tsx';
import { countCatalogItems } from './countCatalogItems.ts';
import { ScopeFields } from './ScopeFields.tsx';
import { useCatalogCounts } from './useCatalogCounts.ts';

/**
 * The catalog editor of a site, project or initiative (issue 44, ADR 0226): what the catalog holds (groups, the
 * organisation, item types, tags), its collections (add, order with Move up / Move down, label, hide, each one's own
 * scope), and how many items the edited catalog and each collection hold, counted live with the existing search.
 * Saving goes through the entity save, which writes only the catalog (and the rest of the stored catalog as it was).
 */
export function CatalogEditor({
  target,
  session,
}: {
  readonly target: CatalogTarget;
  readonly session: WorkspaceSession;
}) {
  const { t, i18n } = useTranslation();
  const stored = target.entity.catalog;
  const [draft, setDraft] = useState<HubCatalog>(stored);
  const [family, setFamily] = useState<string>('');
  const [customLabel, setCustomLabel] = useState('');
  const { state, save } = useSaveEntity(session);
  const options = useMemo(
    () => ({ portal: session.options.portal, authentication: session.handle }),
    [session.options.portal, session.handle],
  );
  const counts = useCatalogCounts(draft, options, countCatalogItems);
  const problems = catalogProblems(draft);
  const dirty = !sameJson(draft, stored);
  const user = session.context.currentUser;
  const groups = user?.groups ?? [];
  const orgId = user?.orgId;
  const number = new Intl.NumberFormat(i18n.language);
  const countText = (value: number | undefined) =>
    value === undefined
      ? t('workspace.catalogEditor.nothing')
      : t('workspace.catalogEditor.items', { number: number.format(value) });
  const setCollections = (collections: HubCatalog['collections']) => setDraft((d) => ({ ...d, collections }));
  const families = addableFamilies(draft.collections);
  const chosen = families.includes(family as ItemCollectionKey) ? (family as ItemCollectionKey) : families[0];
  return (
    <section
      className="workspace-block catalog-editor"
      aria-labelledby="catalog-editor-heading"
      data-testid="catalog-editor"
    >
      <h3 id="catalog-editor-heading">{t('workspace.catalogEditor.title')}</h3>
      <p className="workspace-muted">{t('workspace.catalogEditor.intro')}</p>
      <p className="catalog-editor__total" role="status" aria-live="polite" data-testid="catalog-count">
        {counts.status === 'counting'
          ? t('workspace.catalogEditor.counting')
          : counts.status === 'done'
            ? counts.total === undefined
              ? t('workspace.catalogEditor.noScope')
              : t('workspace.catalogEditor.total', { number: number.format(counts.total) })
            : ''}
      </p>
      <ErrorNotice
        title={t('workspace.catalogEditor.countFailed')}
        message={counts.status === 'failed' ? counts.message : undefined}
      />
      <h4>{t('workspace.catalogEditor.scope')}</h4>
      <ScopeFields
        scope={draft.scopes.item}
        onChange={(item) => setDraft((d) => ({ ...d, scopes: { ...d.scopes, item } }))}
        groups={groups}
        orgId={orgId}
        idPrefix="catalog"
      />
      <CatalogProblems problems={problems.filter((p) => p.where === 'scope')} />
      <h4>{t('workspace.catalogEditor.collections')}</h4>
      {draft.collections.length === 0 ? <p>{t('workspace.catalogEditor.noCollections')}</p> : null}
      <ol className="catalog-collections">
        {draft.collections.map((collection, index) => (
          <CollectionRow
            key={`${index}-${collection.key}`}
            collection={collection}
            index={index}
            last={index === draft.collections.length - 1}
            count={
              counts.status === 'done'
                ? countText(counts.collections[collection.key])
                : counts.status === 'counting'
                  ? t('workspace.catalogEditor.counting')
                  : ''
            }
            problems={problems.filter((p) => p.where === index)}
            groups={groups}
            orgId={orgId}
            onChange={(patch) => setCollections(updateCollection(draft.collections, index, patch))}
            onMove={(step) => setCollections(moveCollection(draft.collections, index, step))}
            onRemove={() => setCollections(removeCollection(draft.collections, index))}
          />
        ))}
      </ol>
      <div className="catalog-editor__add">
        {chosen ? (
          <div className="workspace-actions">
            <calcite-select
              label={t('workspace.catalogEditor.family')}
              labelText={t('workspace.catalogEditor.family')}
              value={chosen}
              oncalciteSelectChange={(event) => setFamily(event.target.value)}
              data-testid="collection-family"
            >
              {families.map((key) => (
                <calcite-option key={key} value={key} selected={key === chosen}>
                  {t(`collections.${key}`)}
                </calcite-option>
              ))}
            </calcite-select>
            <calcite-button
              appearance="outline"
              iconStart="plus"
              onClick={() => setCollections(addCollection(draft.collections, { family: chosen }))}
              data-testid="add-collection"
            >
              {t('workspace.catalogEditor.add')}
            </calcite-button>
          </div>
        ) : null}
        <div className="workspace-actions">
          <calcite-input-text
            label={t('workspace.catalogEditor.customLabel')}
            labelText={t('workspace.catalogEditor.customLabel')}
            value={customLabel}
            oncalciteInputTextInput={(event) => setCustomLabel(event.target.value)}
            data-testid="custom-collection-label"
          />
          <calcite-button
            appearance="outline"
            iconStart="plus"
            disabled={customLabel.trim() === ''}
            onClick={() => {
              setCollections(addCollection(draft.collections, { label: customLabel }));
              setCustomLabel('');
            }}
            data-testid="add-custom-collection"
          >
            {t('workspace.catalogEditor.addCustom')}
          </calcite-button>
        </div>
      </div>
      <SaveBar
        state={state}
        dirty={dirty}
        canSave={problems.length === 0}
        onSave={() => void save(withCatalog(target, draft))}
        onDiscard={() => setDraft(stored)}
      />
    </section>
  );
}
