import {
  noticePlaceSchema,
  NOTICE_PERMISSIONS,
  noticeProblems,
  type HubNotice,
  type HubSite,
  type NoticeProblem,
} from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { newNoticeDraft, noticeDraftOf, noticeOfDraft, type NoticeDraft } from './noticeDraft.ts';
import type { SaveState } from './useSaveEntity.ts';
import { useSaveEntity } from './useSaveEntity.ts';

const KINDS = ['info', 'success', 'warning', 'danger'] as const;

/** A site's notices (issue 19), saved with the site. */
export function SiteNoticesEditor({ site, session }: { readonly site: HubSite; readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const { state, save } = useSaveEntity(session);
  return (
    <NoticesEditor
      title={t('noticesEditor.title')}
      hint={t('noticesEditor.hint')}
      notices={site.notices}
      state={state}
      onSave={(notices) => save({ kind: 'site', entity: { ...site, notices } })}
    />
  );
}

/**
 * A list of notices (spec 3 §3): each with its message, look, end date, places, a required permission and one action
 * link; added, changed and removed here, and saved by `onSave`. A notice that ends in the past, has no message or half
 * an action is refused with the reason, and nothing is saved.
 */
export function NoticesEditor({
  title,
  hint,
  notices,
  state,
  onSave,
}: {
  readonly title: string;
  readonly hint: string;
  readonly notices: readonly HubNotice[];
  readonly state: SaveState;
  readonly onSave: (notices: HubNotice[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState<NoticeDraft>();
  const [editing, setEditing] = useState<string>();
  const [problems, setProblems] = useState<readonly NoticeProblem[]>([]);
  const set = (patch: Partial<NoticeDraft>) => setDraft((current) => (current ? { ...current, ...patch } : current));

  const submit = async () => {
    if (!draft) return;
    const notice = noticeOfDraft(draft);
    const others = notices.filter((n) => n.id !== editing);
    const found = noticeProblems(notice, { now: Date.now(), otherIds: others.map((n) => n.id) });
    setProblems(found);
    if (found.length > 0) return;
    const next = editing ? notices.map((n) => (n.id === editing ? notice : n)) : [...notices, notice];
    if (await onSave(next)) {
      setDraft(undefined);
      setEditing(undefined);
    }
  };
  const open = (value: NoticeDraft, id?: string) => {
    setDraft(value);
    setEditing(id);
    setProblems([]);
  };

  return (
    <section className="workspace-block" aria-labelledby={headingId} data-testid="notices-editor">
      <h3 id={headingId}>{title}</h3>
      <p className="workspace-muted">{hint}</p>
      {notices.length === 0 ? <p>{t('noticesEditor.none')}</p> : null}
      <ul className="group-people">
        {notices.map((notice) => (
          <li key={notice.id} className="group-people__row">
            <span className="group-people__who">
              <strong dir="auto">{notice.configuration.title || notice.configuration.message}</strong>
              <span className="workspace-muted">
                {t(`noticesEditor.kind.${notice.configuration.kind}`)}
                {notice.endDate ? ` · ${t('noticesEditor.until', { date: notice.endDate })}` : ''}
              </span>
            </span>
            <span className="group-people__actions">
              <calcite-button
                scale="s"
                appearance="outline"
                onClick={() => open(noticeDraftOf(notice), notice.id)}
                label={t('noticesEditor.editOne', { name: notice.configuration.title || notice.id })}
              >
                {t('noticesEditor.edit')}
              </calcite-button>
              <calcite-button
                scale="s"
                appearance="outline"
                kind="danger"
                onClick={() => void onSave(notices.filter((n) => n.id !== notice.id))}
                label={t('noticesEditor.removeOne', { name: notice.configuration.title || notice.id })}
              >
                {t('noticesEditor.remove')}
              </calcite-button>
            </span>
          </li>
        ))}
      </ul>
      <calcite-button iconStart="plus" appearance="outline" onClick={() => open(newNoticeDraft(Date.now()))}>
        {t('noticesEditor.add')}
      </calcite-button>
      <ErrorNotice message={state.status === 'failed' ? state.message : undefined} />
      {draft ? (
        <calcite-dialog
          modal
          open
          heading={t(editing ? 'noticesEditor.editTitle' : 'noticesEditor.addTitle')}
          widthScale="m"
          oncalciteDialogClose={() => setDraft(undefined)}
          data-testid="notice-dialog"
        >
          <form
            id="notice-form"
            className="workspace-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {problems.length > 0 ? (
              <div role="alert">
                <calcite-notice open kind="danger" width="full">
                  <div slot="title">{t('noticesEditor.problems')}</div>
                  <ul slot="message">
                    {problems.map((problem) => (
                      <li key={problem}>{t(`noticesEditor.problem.${problem}`)}</li>
                    ))}
                  </ul>
                </calcite-notice>
              </div>
            ) : null}
            <calcite-input-text
              label={t('noticesEditor.heading')}
              labelText={t('noticesEditor.heading')}
              value={draft.title}
              maxLength={200}
              oncalciteInputTextInput={(event) => set({ title: event.target.value })}
              data-testid="notice-title"
            />
            <TextAreaField
              label={t('noticesEditor.message')}
              value={draft.message}
              rows={3}
              maxLength={2000}
              onInput={(message) => set({ message })}
              testId="notice-message"
            />
            <calcite-select
              label={t('noticesEditor.look')}
              labelText={t('noticesEditor.look')}
              value={draft.kind}
              oncalciteSelectChange={(event) => {
                const kind = KINDS.find((k) => k === event.target.value);
                if (kind) set({ kind });
              }}
            >
              {KINDS.map((kind) => (
                <calcite-option key={kind} value={kind} selected={draft.kind === kind}>
                  {t(`noticesEditor.kind.${kind}`)}
                </calcite-option>
              ))}
            </calcite-select>
            <label className="notice-form__field">
              {t('noticesEditor.endDate')}
              <input
                type="date"
                value={draft.endDate}
                onChange={(event) => set({ endDate: event.target.value })}
                data-testid="notice-end"
              />
            </label>
            <fieldset className="notice-form__places">
              <legend>{t('noticesEditor.places')}</legend>
              {noticePlaceSchema.options
                .filter((place) => place !== 'workspace')
                .map((place) => (
                  <label key={place} className="notice-form__check">
                    <input
                      type="checkbox"
                      checked={draft.places.includes(place)}
                      onChange={(event) =>
                        set({
                          places: event.target.checked
                            ? [...draft.places, place]
                            : draft.places.filter((p) => p !== place),
                        })
                      }
                    />
                    {t(`noticesEditor.place.${place}`)}
                  </label>
                ))}
            </fieldset>
            <calcite-select
              label={t('noticesEditor.permission')}
              labelText={t('noticesEditor.permission')}
              value={draft.permission}
              oncalciteSelectChange={(event) => set({ permission: event.target.value })}
            >
              <calcite-option value="" selected={draft.permission === ''}>
                {t('noticesEditor.everyone')}
              </calcite-option>
              {NOTICE_PERMISSIONS.map((permission) => (
                <calcite-option key={permission} value={permission} selected={draft.permission === permission}>
                  {t(`noticesEditor.permissionOf.${permission.replace(/:/g, '_')}`)}
                </calcite-option>
              ))}
            </calcite-select>
            <div className="notice-form__row">
              <calcite-input-text
                label={t('noticesEditor.actionLabel')}
                labelText={t('noticesEditor.actionLabel')}
                value={draft.actionLabel}
                oncalciteInputTextInput={(event) => set({ actionLabel: event.target.value })}
              />
              <calcite-input-text
                label={t('noticesEditor.actionHref')}
                labelText={t('noticesEditor.actionHref')}
                value={draft.actionHref}
                oncalciteInputTextInput={(event) => set({ actionHref: event.target.value })}
              />
            </div>
            <label className="notice-form__check">
              <input
                type="checkbox"
                checked={draft.dismissable}
                onChange={(event) => set({ dismissable: event.target.checked })}
              />
              {t('noticesEditor.dismissable')}
            </label>
            <label className="notice-form__check">
              <input
                type="checkbox"
                checked={draft.autoShow}
                onChange={(event) => set({ autoShow: event.target.checked })}
              />
              {t('noticesEditor.autoShow')}
            </label>
          </form>
          <calcite-button slot="footer-start" appearance="outline" kind="neutral" onClick={() => setDraft(undefined)}>
            {t('workspace.cancel')}
          </calcite-button>
          <calcite-button
            slot="footer-end"
            type="submit"
            form="notice-form"
            loading={state.status === 'saving'}
            data-testid="notice-save"
          >
            {t('noticesEditor.save')}
          </calcite-button>
        </calcite-dialog>
      ) : null}
    </section>
  );
}
