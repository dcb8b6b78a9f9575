import type { HubContent } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../components/formatSize.ts';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';

/** What a content item is, for the overview: its type, its file and size or its address, its licence, its protection. */
export function ContentFacts({ content }: { readonly content: HubContent }) {
  const { t, i18n } = useTranslation();
  const license = content.license;
  return (
    <>
      <dt>{t('contentWorkspace.facts.type')}</dt>
      <dd>{itemTypeLabel(t, content.type)}</dd>
      {content.fileName ? (
        <>
          <dt>{t('contentWorkspace.facts.file')}</dt>
          <dd>
            {content.fileName}
            {content.size !== undefined ? ` (${formatSize(content.size, i18n.language)})` : ''}
          </dd>
        </>
      ) : null}
      {content.url ? (
        <>
          <dt>{t('contentWorkspace.facts.url')}</dt>
          <dd className="overview-url">{content.url}</dd>
        </>
      ) : null}
      <dt>{t('contentWorkspace.facts.license')}</dt>
      <dd data-testid="content-license">
        {license.kind === 'none'
          ? t('contentWorkspace.facts.noLicense')
          : license.kind === 'record'
            ? license.record.abbr
            : t('contentWorkspace.license.custom')}
      </dd>
      <dt>{t('contentWorkspace.facts.protected')}</dt>
      <dd>{content.protected ? t('contentWorkspace.protect.on') : t('contentWorkspace.protect.off')}</dd>
    </>
  );
}
