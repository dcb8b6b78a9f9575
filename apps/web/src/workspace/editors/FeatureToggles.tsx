import type { HubInitiative, HubProject, HubSite } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { isServed } from '../panes/servedPanes.ts';
import { featureSwitchesOf } from './featureSwitches.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';

type FeatureTarget =
  | { readonly kind: 'site'; readonly entity: HubSite }
  | { readonly kind: 'project'; readonly entity: HubProject }
  | { readonly kind: 'initiative'; readonly entity: HubInitiative };

/** The entity's feature switches (content, events, discussions, follow): the panes and cards that depend on them follow. */
export function FeatureToggles({
  target,
  session,
}: {
  readonly target: FeatureTarget;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  // Only switches of services this deployment serves (issue 13 item 8).
  const switches = featureSwitchesOf(target.kind).filter((s) => isServed(s.label, session.answer.featureFlags));
  const [features, setFeatures] = useState<Readonly<Record<string, boolean>>>(target.entity.features);
  const { state, save } = useSaveEntity(session);
  const dirty = switches.some(
    ({ permission }) => (features[permission] ?? true) !== (target.entity.features[permission] ?? true),
  );
  const submit = () => {
    const next = { ...target.entity.features, ...features };
    void save(
      target.kind === 'site'
        ? { kind: 'site', entity: { ...target.entity, features: next } }
        : target.kind === 'project'
          ? { kind: 'project', entity: { ...target.entity, features: next } }
          : { kind: 'initiative', entity: { ...target.entity, features: next } },
    );
  };
  return (
    <section className="workspace-block" aria-labelledby="features-heading" data-testid="feature-toggles">
      <h3 id="features-heading">{t('workspace.features.title')}</h3>
      <ul className="feature-list">
        {switches.map(({ permission, label }) => (
          <li key={permission}>
            <calcite-label layout="inline-space-between">
              {t(`workspace.features.${label}`)}
              <calcite-switch
                checked={features[permission] ?? true}
                oncalciteSwitchChange={(event) => {
                  const checked = event.target.checked;
                  setFeatures((current) => ({ ...current, [permission]: checked }));
                }}
              />
            </calcite-label>
          </li>
        ))}
      </ul>
      <SaveBar state={state} dirty={dirty} onSave={submit} onDiscard={() => setFeatures(target.entity.features)} />
    </section>
  );
}
