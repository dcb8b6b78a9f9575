import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FACET_FIELDS, hasFacetFilters, toggleFacet, type SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { facetValueLabel } from './facetValueLabel.ts';
import { searchHref } from './searchHref.ts';

interface Chip {
  readonly key: string;
  readonly field: string;
  readonly label: string;
  /** How the remove link reads to a screen reader. */
  readonly spoken: string;
  /** The search without this filter. */
  readonly without: SearchState;
}

/** The filters in force (facet values, the date and the map area), each removable, and a link that clears them all. */
export function ActiveFilters({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  if (!hasFacetFilters(state)) return null;
  const { area: _area, ...withoutArea } = state;
  const chips: Chip[] = [
    ...FACET_FIELDS.flatMap((field) =>
      state.facets[field].map((value) => ({
        key: `${field}:${value}`,
        field: t(`facets.${field}`),
        label: facetValueLabel(t, field, value),
        spoken: facetValueLabel(t, field, value),
        without: toggleFacet(state, field, value),
      })),
    ),
    ...(state.updated
      ? [
          {
            key: 'updated',
            field: t('facets.updated'),
            label: t(`facets.updatedWithin.${state.updated}`),
            spoken: `${t('facets.updated')}: ${t(`facets.updatedWithin.${state.updated}`)}`,
            without: { ...state, updated: '' as const, page: 1 },
          },
        ]
      : []),
    ...(state.area
      ? [
          {
            key: 'area',
            field: t('facets.area'),
            label: t('facets.areaShown'),
            spoken: `${t('facets.area')}: ${t('facets.areaShown')}`,
            without: { ...withoutArea, page: 1 },
          },
        ]
      : []),
  ];
  const { area: _cleared, ...rest } = state;
  const cleared: SearchState = {
    ...rest,
    facets: { type: [], tags: [], categories: [], owner: [] },
    updated: '',
    page: 1,
  };
  return (
    <div className="active-filters">
      <h3 className="visually-hidden">{t('facets.active')}</h3>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className="chip"
              to={searchHref(basePath, chip.without)}
              aria-label={t('facets.removeShort', { label: chip.spoken })}
            >
              <span className="chip__field">{chip.field}:</span> {chip.label}
              <span className="chip__x" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="active-filters__clear" to={searchHref(basePath, cleared)}>
        {t('facets.clear')}
      </Link>
    </div>
  );
}
