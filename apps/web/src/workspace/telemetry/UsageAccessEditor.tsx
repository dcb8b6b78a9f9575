import {
  fetchItemTelemetryAccess,
  setItemTelemetryGrant,
  TELEMETRY_GROUP_PROPERTIES,
  type TelemetryGroupType,
} from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from '../editors/SaveBar.tsx';
import type { SaveState } from '../editors/useSaveEntity.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { useAsync } from '../ui/useAsync.ts';

const TYPES = Object.keys(TELEMETRY_GROUP_PROPERTIES) as TelemetryGroupType[];

/**
 * Who may read an entity's usage reports besides those who manage it (issue 44 item 5; spec 3 §3 item telemetry access
 * permissions): its core team, content group and followers, each granted or not — a group type the entity has no group
 * of cannot be granted. Saved into the item's `properties.telemetry.arcgis.access` with who and when; the telemetry
 * service reads the grants when a report is asked for.
 */
export function UsageAccessEditor({
  itemId,
  session,
}: {
  readonly itemId: string;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const options = { portal: session.options.portal, authentication: session.handle };
  const [loaded, reload] = useAsync(() => fetchItemTelemetryAccess(itemId, options), itemId);
  // The person's draft; none means the grants as loaded (so a reload after a save shows what is stored).
  const [draft, setDraft] = useState<ReadonlySet<TelemetryGroupType> | undefined>(undefined);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const saved = new Set(
    loaded.status === 'done' ? TYPES.filter((type) => loaded.value.access[TELEMETRY_GROUP_PROPERTIES[type]]) : [],
  );
  const granted = draft ?? saved;
  const dirty = TYPES.some((type) => granted.has(type) !== saved.has(type));

  const save = async () => {
    setState({ status: 'saving' });
    try {
      const username = session.handle.current().username;
      for (const type of TYPES.filter((entry) => granted.has(entry) !== saved.has(entry))) {
        await setItemTelemetryGrant(itemId, type, granted.has(type), username, options);
      }
      setState({ status: 'saved' });
      setDraft(undefined);
      reload();
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <section className="workspace-block" aria-labelledby="usage-access-title" data-testid="usage-access">
      <h3 id="usage-access-title">{t('usage.access.title')}</h3>
      <p className="workspace-muted">{t('usage.access.hint')}</p>
      {loaded.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice message={loaded.status === 'failed' ? loaded.message : undefined} />
      {loaded.status === 'done' ? (
        <fieldset className="usage-access__groups">
          <legend className="visually-hidden">{t('usage.access.title')}</legend>
          {TYPES.map((type) => {
            const hasGroup = loaded.value.groups[type] !== undefined;
            return (
              <label key={type} className="usage-access__group">
                <input
                  type="checkbox"
                  checked={granted.has(type)}
                  disabled={!hasGroup}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    const next = new Set(granted);
                    if (checked) next.add(type);
                    else next.delete(type);
                    setDraft(next);
                  }}
                />
                {t(`usage.access.${type}`)}
                {hasGroup ? null : <span className="workspace-muted"> {t('usage.access.noGroup')}</span>}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <SaveBar state={state} dirty={dirty} onSave={() => void save()} onDiscard={() => setDraft(undefined)} />
    </section>
  );
}
