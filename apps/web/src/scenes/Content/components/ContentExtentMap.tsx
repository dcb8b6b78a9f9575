import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapView } from '../../../components/map/LazyMapView.tsx';
import { extentsToFeatures } from '../../../components/map/extentsToFeatures.ts';
import type { Bounds } from '../../../layout/layoutModel.ts';
import { isolate } from '../../../format/isolate.ts';
import { numberFormat } from '../../../format/intlFormats.ts';

/**
 * Where the item is: its extent in words for everyone, and on a small offline map (loaded only when shown) unless the
 * page already maps the item's features.
 */
export function ContentExtentMap({ title, extent, map = true }: { title: string; extent: Bounds; map?: boolean }) {
  const { t, i18n } = useTranslation();
  // Outlined, not filled (issue 43 item 2): the extent usually fills the map it is drawn on.
  const overlay = useMemo(() => {
    const features = extentsToFeatures([{ title, extent }]);
    return {
      ...features,
      features: features.features.map((f) => ({ ...f, properties: { ...f.properties, outline: true } })),
    };
  }, [title, extent]);
  const fmt = numberFormat(i18n.language, { maximumFractionDigits: 3, minimumFractionDigits: 3 });
  const [[w, s], [e, n]] = extent;
  const words = t('content.extentWords', {
    west: isolate(fmt.format(w)),
    south: isolate(fmt.format(s)),
    east: isolate(fmt.format(e)),
    north: isolate(fmt.format(n)),
  });
  return (
    <section aria-labelledby="content-location">
      <h2 id="content-location">{t('content.location')}</h2>
      {map ? (
        <LazyMapView label={t('content.extentMap', { title })} overlay={overlay} bounds={extent} height="16rem" />
      ) : null}
      <p className="content-extent">{words}</p>
    </section>
  );
}
