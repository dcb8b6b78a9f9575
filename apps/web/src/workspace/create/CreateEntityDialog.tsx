import type { HubSite } from '@plaza/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { createWorkspaceEntity, type CreatableKind } from './createWorkspaceEntity.ts';
import { deriveSiteAddress } from './deriveSiteAddress.ts';
import { starterSiteCatalog, starterSiteLayout } from './starterSiteLayout.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';

interface CreateEntityDialogProps {
  readonly kind: CreatableKind;
  readonly session: WorkspaceSession;
  /** For a new page: the site it belongs to. */
  readonly site?: HubSite;
  readonly onClose: () => void;
  readonly onCreated: (id: string) => void;
}

/**
 * Creates a site, page, project or initiative: a name (and summary); for a site, its slug, subdomain and web address
 * are shown as they will be before anything is created. A failure shows the server's message in the dialog and keeps
 * what was typed.
 */
export function CreateEntityDialog({ kind, session, site, onClose, onCreated }: CreateEntityDialogProps) {
  const { t } = useTranslation();
  const formId = `create-${kind}-form`;
  const [name, setName] = useState('');
  const [summary, setSummary] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [tried, setTried] = useState(false);
  const draw = useMemo(() => Math.random(), []);
  const orgKey = session.context.portal.urlKey ?? '';
  const address =
    kind === 'site' && name.trim()
      ? deriveSiteAddress(name, { orgKey, baseDomain: session.options.baseDomain, random: () => draw })
      : undefined;
  const missingName = tried && !name.trim();

  const submit = async () => {
    setTried(true);
    if (!name.trim() || saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const layout =
        kind === 'site'
          ? starterSiteLayout({
              title: name.trim(),
              subtitle: summary.trim() || t('workspace.starter.subtitle'),
              latest: t('workspace.starter.latest'),
              aboutHeading: t('workspace.starter.aboutHeading'),
              aboutText: t('workspace.starter.aboutText'),
            })
          : undefined;
      const created = await createWorkspaceEntity(
        {
          kind,
          name,
          summary,
          ...(address ? { subdomain: address.subdomain } : {}),
          ...(site ? { site } : {}),
          ...(layout ? { layout, catalog: starterSiteCatalog(session.context.portal.id) } : {}),
        },
        session.options,
      );
      onCreated(created.id);
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <calcite-dialog
      modal
      open
      heading={t(`workspace.create.title.${kind}`)}
      widthScale="m"
      oncalciteDialogClose={onClose}
      data-testid="create-dialog"
    >
      <form
        id={formId}
        className="workspace-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ErrorNotice title={t('workspace.create.failed')} message={failure} />
        <calcite-input-text
          label={t('workspace.fields.name')}
          labelText={t('workspace.fields.name')}
          required
          value={name}
          status={missingName ? 'invalid' : 'idle'}
          validationMessage={missingName ? t('workspace.fields.nameRequired') : ''}
          oncalciteInputTextInput={(event) => setName(event.target.value)}
        />
        <TextAreaField label={t('workspace.fields.summary')} value={summary} rows={3} onInput={setSummary} />
        {kind === 'site' ? (
          <section className="address-preview" aria-live="polite" aria-labelledby={`${formId}-address`}>
            <h3 id={`${formId}-address`}>{t('workspace.create.addressTitle')}</h3>
            {address ? (
              <dl>
                <dt>{t('workspace.create.slug')}</dt>
                <dd data-testid="preview-slug">{address.slug}</dd>
                <dt>{t('workspace.create.subdomain')}</dt>
                <dd data-testid="preview-subdomain">{address.subdomain}</dd>
                {address.hostname ? (
                  <>
                    <dt>{t('workspace.create.hostname')}</dt>
                    <dd data-testid="preview-hostname">{address.hostname}</dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p className="workspace-muted">{t('workspace.create.addressHint')}</p>
            )}
            <p className="workspace-muted">{t('workspace.create.addressUnique')}</p>
          </section>
        ) : null}
      </form>
      <calcite-button slot="footer-start" appearance="outline" kind="neutral" onClick={onClose}>
        {t('workspace.cancel')}
      </calcite-button>
      <calcite-button slot="footer-end" type="submit" form={formId} loading={saving} disabled={saving}>
        {t('workspace.create.submit')}
      </calcite-button>
    </calcite-dialog>
  );
}
