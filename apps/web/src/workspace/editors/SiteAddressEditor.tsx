import { getDefaultHostname, isValidHostname, type HubSite } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Where the site lives: its subdomain (the address `{subdomain}-{org}.{base domain}`, shown as typed) and an
 * optional custom hostname (spec 1 §5 domain rules; core checks it is free with the domain service). What the
 * server refuses — a hostname in use, for one — is said in place, and the typed values stay.
 */
export function SiteAddressEditor({ site, session }: { readonly site: HubSite; readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const [subdomain, setSubdomain] = useState(site.subdomain);
  const [custom, setCustom] = useState(site.customHostname ?? '');
  const { state, save } = useSaveEntity(session);
  const orgKey = site.orgUrlKey ?? session.context.portal.urlKey ?? '';
  const baseDomain = session.options.baseDomain;
  const subdomainOk = SUBDOMAIN.test(subdomain);
  const customOk = custom.trim() === '' || isValidHostname(custom.trim().toLowerCase());
  const dirty = subdomain !== site.subdomain || custom.trim() !== (site.customHostname ?? '');
  const submit = () => {
    if (!subdomainOk || !customOk) return;
    const { customHostname: _old, ...rest } = site;
    void save({
      kind: 'site',
      entity: { ...rest, subdomain, ...(custom.trim() ? { customHostname: custom.trim() } : {}) },
    });
  };

  return (
    <section className="workspace-block" aria-labelledby="address-heading" data-testid="site-address">
      <h3 id="address-heading">{t('workspace.address.title')}</h3>
      <calcite-input-text
        label={t('workspace.address.subdomain')}
        labelText={t('workspace.address.subdomain')}
        value={subdomain}
        status={subdomainOk ? 'idle' : 'invalid'}
        validationMessage={subdomainOk ? '' : t('workspace.address.subdomainRule')}
        oncalciteInputTextInput={(event) => setSubdomain(event.target.value.trim().toLowerCase())}
      />
      {baseDomain && subdomainOk ? (
        <p className="workspace-muted" aria-live="polite">
          {t('workspace.address.willBe', { host: getDefaultHostname(subdomain, orgKey, baseDomain) })}
        </p>
      ) : null}
      <calcite-input-text
        label={t('workspace.address.custom')}
        labelText={t('workspace.address.custom')}
        value={custom}
        placeholder="parks.example.org"
        status={customOk ? 'idle' : 'invalid'}
        validationMessage={customOk ? '' : t('workspace.address.customRule')}
        oncalciteInputTextInput={(event) => setCustom(event.target.value)}
      />
      <p className="workspace-muted">{t('workspace.address.customHint')}</p>
      <SaveBar
        state={state}
        dirty={dirty}
        canSave={subdomainOk && customOk}
        onSave={submit}
        onDiscard={() => {
          setSubdomain(site.subdomain);
          setCustom(site.customHostname ?? '');
        }}
      />
    </section>
  );
}
