import type { HubCatalog, HubSite } from '@plaza/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readLayoutSections } from '../../layout/layoutModel.ts';
import { LayoutRenderer, layoutHasHeading } from '../../layout/LayoutRenderer.tsx';
import { loadCardData } from '../../layout/loadCardData.ts';
import { SitePreview } from '../preview/SitePreview.tsx';
import { useAsync } from '../ui/useAsync.ts';
import type { LayoutTarget } from './layoutEditorLoader.ts';
import { markup } from '../../markup/markup.ts';

/**
 * The draft as visitors will see it, drawn by the public site's own renderer inside the site's chrome; catalog
 * and map cards run their searches (again when their queries change).
 */
export function LayoutPreview({
  target,
  site,
  sections,
  portal,
  orgName,
}: {
  readonly target: LayoutTarget;
  readonly site: HubSite | undefined;
  readonly sections: readonly Record<string, unknown>[];
  readonly portal: string;
  readonly orgName: string;
}) {
  const { t } = useTranslation();
  const read = useMemo(() => readLayoutSections(sections, '', markup), [sections]);
  const catalog: HubCatalog | undefined = site?.catalog;
  const searches = JSON.stringify(
    read.flatMap((s) =>
      // The cards that read data: catalogs and maps, live stat and chart cards (issue 20) and surveys (issue 21), asked
      // again when changed.
      s.rows.flatMap((r) => r.cards.filter((c) => ['gallery', 'map', 'stat', 'chart', 'survey'].includes(c.card.kind))),
    ),
  );
  const [cardData] = useAsync(
    (signal) => (catalog ? loadCardData(read, catalog, { portal, signal }) : Promise.resolve({})),
    searches,
  );
  const data = cardData.status === 'done' ? cardData.value : {};
  const body = (
    <>
      {target.kind === 'page' && !layoutHasHeading(read) ? <h1 className="page-title">{target.entity.name}</h1> : null}
      <LayoutRenderer sections={read} cardData={data} />
    </>
  );
  if (!site) {
    return (
      <figure className="site-preview">
        <figcaption className="site-preview__caption">{t('workspace.preview')}</figcaption>
        <div className="site-preview__frame" inert>
          {body}
        </div>
      </figure>
    );
  }
  return (
    <SitePreview site={site} orgName={orgName} portalUrl={portal}>
      {body}
    </SitePreview>
  );
}
