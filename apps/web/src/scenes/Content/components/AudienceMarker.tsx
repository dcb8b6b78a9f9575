import { getWorkspaceRoute } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentAudience } from '../../../content/contentAudience.ts';
import type { ContentView } from '../../../content/contentView.ts';

/**
 * Who can see a non-public item (issue 18 item 1) — "Only you", "Everyone in Riverside", "Group: Parks team" — and,
 * for a reader who may edit it, its workspace one click away. Shown only to signed-in readers (anonymous readers
 * only ever see public items), so nothing of it is in server-rendered HTML.
 */
export function AudienceMarker({ audience, view }: { readonly audience: ContentAudience; readonly view: ContentView }) {
  const { t, i18n } = useTranslation();
  const words =
    audience.kind === 'groups'
      ? t('content.audience.groups', {
          count: audience.groups.length,
          groups: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(audience.groups),
        })
      : audience.kind === 'org'
        ? t('content.audience.org', { org: audience.orgName })
        : t(`content.audience.${audience.kind}`);
  return (
    <p className="audience-marker" data-testid="audience-marker">
      <span className="audience-marker__who">
        <span className="visually-hidden">{t('content.audience.label')} </span>
        {words}
      </span>
      {view.canEdit ? (
        <Link className="audience-marker__manage" to={getWorkspaceRoute(view.type, view.id)}>
          {t('content.audience.manage')}
        </Link>
      ) : null}
    </p>
  );
}
