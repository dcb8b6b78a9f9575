import type { HubSite } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';

const OFF = 'disableActivityTracking';

/** The site's capabilities with activity tracking turned on (the capability taken away) or off (added once). */
export function withActivityTracking(capabilities: readonly string[], on: boolean): string[] {
  const others = capabilities.filter((capability) => capability !== OFF);
  return on ? others : [...others, OFF];
}

/**
 * Whether the site counts its visits for usage reports (issue 44 item 5): off is the site's `disableActivityTracking`
 * capability (spec 3 §4's rule, which the browser and the telemetry service both read), so a site can stop collecting
 * without the organisation turning its programme off. Visitors are still asked for consent while it is on.
 */
export function UsageTrackingToggle({ site, session }: { readonly site: HubSite; readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const saved = !site.legacyCapabilities.includes(OFF);
  const [on, setOn] = useState(saved);
  const { state, save } = useSaveEntity(session);
  return (
    <section className="workspace-block" aria-labelledby="usage-tracking-heading" data-testid="usage-tracking">
      <h3 id="usage-tracking-heading">{t('workspace.tracking.title')}</h3>
      <calcite-label layout="inline-space-between">
        {t('workspace.tracking.label')}
        <calcite-switch checked={on} oncalciteSwitchChange={(event) => setOn(event.target.checked)} />
      </calcite-label>
      <p className="workspace-muted">{t('workspace.tracking.hint')}</p>
      <SaveBar
        state={state}
        dirty={on !== saved}
        onSave={() =>
          void save({
            kind: 'site',
            entity: { ...site, legacyCapabilities: withActivityTracking(site.legacyCapabilities, on) },
          })
        }
        onDiscard={() => setOn(saved)}
      />
    </section>
  );
}
