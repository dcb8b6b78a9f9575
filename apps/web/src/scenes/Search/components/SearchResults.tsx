import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyMapView } from '../../../components/map/LazyMapView.tsx';
import { extentsToFeatures } from '../../../components/map/extentsToFeatures.ts';
import { ResultList } from '../../../components/results/ResultList.tsx';
import type { ResultView } from '../../../search/resultView.ts';
import type { Area, SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { searchHref } from './searchHref.ts';
import type { Bounds } from '../../../layout/layoutModel.ts';

/** The results in the chosen layout: a list, a grid of cards, or a map of their extents beside the list. */
export function SearchResults({ state, results }: { state: SearchState; results: readonly ResultView[] }) {
  const { t } = useTranslation();
  const overlay = useMemo(() => extentsToFeatures(results), [results]);
  const bounds = useMemo(() => boundsOf(results), [results]);
  const basePath = useSiteBasePath();
  const [shown, setShown] = useState<Area | undefined>();
  if (results.length === 0) {
    return (
      <div className="no-results">
        <p className="no-results__title">{t('results.none')}</p>
        <p>{t('results.noneHint')}</p>
      </div>
    );
  }
  if (state.view === 'map') {
    return (
      <div className="results-map">
        <div className="results-map__map">
          <LazyMapView
            label={t('search.mapLabel', { count: overlay.features.length })}
            overlay={overlay}
            {...(bounds ? { bounds } : {})}
            height="28rem"
            onAreaChange={(area) => setShown(withinWorld(area))}
          />
          {shown ? (
            <Link
              className="button button--secondary results-map__area"
              to={searchHref(basePath, { ...state, area: shown, page: 1 })}
              title={t('search.searchAreaHint')}
            >
              {t('search.searchArea')}
            </Link>
          ) : null}
        </div>
        <ResultList results={results} layout="list" compact label={t('search.resultsHeading')} />
      </div>
    );
  }
  return <ResultList results={results} layout={state.view} label={t('search.resultsHeading')} eager />;
}

function boundsOf(results: readonly ResultView[]): Bounds | undefined {
  const extents = results.flatMap((r) => (r.extent ? [r.extent] : []));
  if (extents.length === 0) return undefined;
  return [
    [Math.min(...extents.map((e) => e[0][0])), Math.min(...extents.map((e) => e[0][1]))],
    [Math.max(...extents.map((e) => e[1][0])), Math.max(...extents.map((e) => e[1][1]))],
  ];
}

/** The area a map shows, cut to one world (a map zoomed out shows several copies). */
function withinWorld([west, south, east, north]: Area): Area | undefined {
  const area: Area = [Math.max(west, -180), Math.max(south, -90), Math.min(east, 180), Math.min(north, 90)];
  return area[0] < area[2] && area[1] < area[3] ? area : undefined;
}
