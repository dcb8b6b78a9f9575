import { readScopeDraft, writeScopeDraft, type ContextGroup, type HubQuery } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { TagInput } from '../editors/TagInput.tsx';

/**
 * The parts of a scope the catalog editor edits (ADR 0226): the person's groups as checkboxes (other group ids as
 * words), their organisation as one checkbox (other organisation ids as words), item types and tags. Filters it does
 * not understand are said to be kept, and are.
 */
export function ScopeFields({
  scope,
  onChange,
  groups,
  orgId,
  idPrefix,
}: {
  readonly scope: HubQuery | undefined;
  readonly onChange: (scope: HubQuery) => void;
  readonly groups: readonly ContextGroup[];
  readonly orgId: string | undefined;
  readonly idPrefix: string;
}) {
  const { t } = useTranslation();
  const draft = readScopeDraft(scope);
  const set = (patch: Partial<typeof draft>) => onChange(writeScopeDraft(scope, { ...draft, ...patch }));
  const own = new Set(groups.map((g) => g.id));
  const otherGroups = draft.groups.filter((id) => !own.has(id));
  const otherOrgs = draft.orgs.filter((id) => id !== orgId);
  const toggle = (list: readonly string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((value) => value !== id);
  return (
    <div className="catalog-scope" data-testid={`${idPrefix}-scope`}>
      <fieldset className="catalog-scope__groups">
        <legend>{t('workspace.catalogEditor.groups')}</legend>
        {groups.length === 0 ? <p className="workspace-muted">{t('workspace.catalogEditor.noGroups')}</p> : null}
        <ul className="catalog-scope__checks">
          {groups.map((group) => (
            <li key={group.id}>
              <label>
                <input
                  type="checkbox"
                  checked={draft.groups.includes(group.id)}
                  onChange={(event) => set({ groups: toggle(draft.groups, group.id, event.target.checked) })}
                />{' '}
                <span dir="auto">{group.title ?? group.id}</span>
              </label>
            </li>
          ))}
        </ul>
        <TagInput
          label={t('workspace.catalogEditor.otherGroups')}
          values={otherGroups}
          onChange={(values) => set({ groups: [...draft.groups.filter((id) => own.has(id)), ...values] })}
          testId={`${idPrefix}-other-groups`}
        />
      </fieldset>
      <fieldset>
        <legend>{t('workspace.catalogEditor.organisation')}</legend>
        {orgId ? (
          <label>
            <input
              type="checkbox"
              checked={draft.orgs.includes(orgId)}
              onChange={(event) => set({ orgs: toggle(draft.orgs, orgId, event.target.checked) })}
            />{' '}
            {t('workspace.catalogEditor.org')}
          </label>
        ) : null}
        <TagInput
          label={t('workspace.catalogEditor.otherOrgs')}
          values={otherOrgs}
          onChange={(values) => set({ orgs: [...draft.orgs.filter((id) => id === orgId), ...values] })}
          testId={`${idPrefix}-other-orgs`}
        />
      </fieldset>
      <TagInput
        label={t('workspace.catalogEditor.types')}
        values={draft.types}
        onChange={(types) => set({ types })}
        testId={`${idPrefix}-types`}
      />
      <TagInput
        label={t('workspace.catalogEditor.tags')}
        values={draft.tags}
        onChange={(tags) => set({ tags })}
        testId={`${idPrefix}-tags`}
      />
      {draft.kept > 0 ? (
        <p className="workspace-muted">{t('workspace.catalogEditor.kept', { number: draft.kept })}</p>
      ) : null}
    </div>
  );
}
