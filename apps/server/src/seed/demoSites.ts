import type { HubNotice, SiteTheme } from '@plaza/core';
import { demoItemId } from './demoItemId.ts';
import { HILLCREST_EXTENT, RIVERSIDE_EXTENT } from './demoItems.ts';

/**
 * The demo sites and their pages (issue 8): layouts in the shape the web app renders (sections → rows → cards,
 * ADR 0081). Plain data; `seedDemoContent` maps it through `@plaza/core`'s site and page mappers.
 */
export interface DemoSite {
  readonly org: 'riverside' | 'hillcrest';
  readonly key: string;
  readonly subdomain: string;
  readonly title: string;
  readonly snippet: string;
  readonly theme: SiteTheme;
  readonly headContent: string;
  readonly header: { readonly headerType: string } & Readonly<Record<string, unknown>>;
  readonly footer: { readonly footerType: string } & Readonly<Record<string, unknown>>;
  readonly sections: readonly unknown[];
  readonly pages: readonly DemoPage[];
  /** Files stored as resources of the site item (logo, illustrations): name → SVG. */
  readonly resources: Readonly<Record<string, string>>;
  /** Notices on the site (issue 19); `endsInDays` is counted from when the demo is seeded. */
  readonly notices?: readonly { readonly notice: HubNotice; readonly endsInDays?: number }[];
}

export interface DemoPage {
  readonly key: string;
  readonly title: string;
  readonly snippet: string;
  readonly sections: readonly unknown[];
  readonly resources?: Readonly<Record<string, string>>;
}

type Section = Readonly<Record<string, unknown>>;
const card = (name: string, settings: Record<string, unknown>, width = 12) => ({
  width,
  component: { name, settings },
});
const row = (...cards: ReturnType<typeof card>[]) => ({ cards });
const section = (
  rows: ReturnType<typeof row>[],
  style: Record<string, unknown> = {},
  containment = 'fixed',
): Section => ({
  containment,
  style,
  rows,
});
const bounds = (extent: readonly number[]) => [
  [extent[0], extent[1]],
  [extent[2], extent[3]],
];
const resource = (org: string, key: string, name: string) =>
  `/sharing/rest/content/items/${demoItemId(org, key)}/resources/${name}`;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0e6e7e"/>' +
  '<path d="M6 40 C 20 30, 30 46, 58 34" stroke="#ffffff" stroke-width="6" fill="none"/><circle cx="24" cy="22" r="7" fill="#f2c14e"/></svg>';
const HILLCREST_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#2f5d2a"/>' +
  '<path d="M6 50 L24 22 L34 36 L42 26 L58 50 Z" fill="#e8f3dd"/></svg>';
const PARK_ILLUSTRATION =
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="360" viewBox="0 0 960 360"><rect width="960" height="360" fill="#dff1e4"/>' +
  '<path d="M0 260 C 200 200, 420 300, 960 230 V360 H0 Z" fill="#8cc084"/><path d="M0 300 C 260 260, 600 340, 960 290 V360 H0 Z" fill="#5e9e5a"/>' +
  '<path d="M80 330 C 300 250, 520 320, 900 250" stroke="#f4e3b5" stroke-width="14" fill="none"/>' +
  [120, 260, 420, 610, 780, 880]
    .map(
      (x, i) =>
        `<rect x="${x - 5}" y="${200 - (i % 3) * 12}" width="10" height="60" fill="#6b4f2a"/><circle cx="${x}" cy="${185 - (i % 3) * 12}" r="${34 + (i % 2) * 10}" fill="#3f7f3a"/>`,
    )
    .join('') +
  '<circle cx="820" cy="70" r="36" fill="#f2c14e"/></svg>';

export const RIVERSIDE_THEME: SiteTheme = {
  header: { background: '#0b3d4a', text: '#ffffff' },
  body: { background: '#ffffff', text: '#2b2b2b', link: '#0b6a7c' },
  button: { background: '#0b6a7c', text: '#ffffff' },
  globalNav: { background: '#ffffff', text: '#2b2b2b' },
  fonts: { base: { family: 'Avenir Next' }, heading: { family: 'Avenir Next' } },
};

const HILLCREST_THEME: SiteTheme = {
  header: { background: '#ffffff', text: '#2f5d2a' },
  body: { background: '#ffffff', text: '#333333', link: '#2f6b28' },
  button: { background: '#2f6b28', text: '#ffffff' },
  globalNav: { background: '#ffffff', text: '#333333' },
  fonts: { base: { family: 'Avenir Next' }, heading: { family: 'Avenir Next' } },
};

const RIVERSIDE_HOME: readonly Section[] = [
  section(
    [
      row(
        card('jumbotron-card', {
          title: 'Riverside Open Data',
          subtitle: 'Explore data about parks, streets, transport and the environment in the City of Riverside.',
          showSearch: true,
        }),
      ),
    ],
    { background: { color: '#0e5566' }, color: '#ffffff' },
    'fluid',
  ),
  section([
    row(
      card(
        'summary-statistic-card',
        {
          type: 'static',
          cardTitle: 'Street trees in the inventory',
          value: 48213,
          valueType: 'number',
          textAlign: 'center',
        },
        4,
      ),
      card(
        'summary-statistic-card',
        {
          type: 'static',
          cardTitle: 'Bike lanes and trails',
          value: 86.437,
          valueType: 'number',
          trailingText: 'km',
          textAlign: 'center',
        },
        4,
      ),
      card(
        'summary-statistic-card',
        { type: 'static', cardTitle: 'Parks and open spaces', value: 54, valueType: 'number', textAlign: 'center' },
        4,
      ),
    ),
  ]),
  section([
    row(
      card('items/gallery-card', {
        title: 'Latest datasets',
        query: { collection: 'dataset', sortField: 'modified', sortOrder: 'desc' },
        limit: 6,
        layout: 'grid',
        showSearchLink: true,
      }),
    ),
  ]),
  section(
    [
      row(
        card(
          'markdown-card',
          {
            markdown:
              '## About this hub\n\nThe City of Riverside publishes its data here so that anyone can **use it, check it and build on it**. ' +
              'Most datasets are updated automatically from the systems city staff use every day.\n\n' +
              '- Search the [catalog](/search) by topic, type or department\n' +
              '- Read [how we publish data](/pages/riverside::about-the-data)\n' +
              '- Explore [parks and trails](/pages/riverside::parks-and-trails)',
          },
          6,
        ),
        card(
          'webmap-card',
          {
            title: 'Where our data covers',
            caption: 'Extents of the datasets published by the City of Riverside',
            bounds: bounds(RIVERSIDE_EXTENT),
            query: { collection: 'dataset' },
          },
          6,
        ),
      ),
    ],
    { background: { color: '#f3f6f7' } },
  ),
];

/** The demo's hosted Street Trees service, root-relative (a layer this Plaza hosts). */
const TREES_SERVICE = '/arcgis/rest/services/Street_Trees/FeatureServer';

const PARKS_PAGE: DemoPage = {
  key: 'parks-and-trails',
  title: 'Parks and Trails',
  snippet: 'Data, maps and apps about the city’s parks, trails and street trees.',
  resources: { 'park.svg': PARK_ILLUSTRATION },
  sections: [
    section([
      row(
        card('markdown-card', {
          markdown:
            '# Parks and Trails\n\nRiverside has **54 parks**, 38 km of trails and almost fifty thousand street trees. ' +
            'Everything the city knows about them is open: where they are, what they offer and how they are cared for.',
        }),
      ),
      row(
        card('image-card', {
          src: resource('riverside', 'page-parks-and-trails', 'park.svg'),
          alt: 'Drawing of a park with trees along a winding path under a yellow sun',
          caption: 'Fairmount Park, one of the city’s oldest.',
        }),
      ),
      // A follow card as older sites stored it (no schema version, an initiative id): migrated when shown (issue 19).
      row(
        card('follow-card', {
          initiativeId: demoItemId('riverside', 'greener-riverside'),
          callToActionText: 'Ten thousand new trees by 2035: hear about each new planting, park and event.',
          callToActionAlign: 'left',
          buttonText: 'Follow Greener Riverside',
          unfollowButtonText: 'Stop following',
          buttonAlign: 'left',
          buttonStyle: 'outline',
        }),
      ),
      // The tree survey, answered right on the page (issue 21).
      row(card('survey-card', { surveyId: 'riverside::tree-survey' })),
      // Live figures from the hosted Street Trees layer (issue 20): two schema 1 cards and one as older sites kept it.
      row(
        card(
          'summary-statistic-card',
          {
            schemaVersion: 1,
            type: 'dynamic',
            cardTitle: 'Street trees planted in 2025',
            dynamicMetric: {
              serviceUrl: TREES_SERVICE,
              layerId: 0,
              field: 'OBJECTID',
              fieldType: 'esriFieldTypeOID',
              statistic: 'count',
              allowExpressionSet: true,
              expressionSet: [
                { field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2025-01-01', '2025-12-31'] },
              ],
            },
            textAlign: 'center',
            trailingText: 'trees',
          },
          4,
        ),
        card(
          'summary-statistic-card',
          {
            schemaVersion: 1,
            type: 'dynamic',
            cardTitle: 'Planted since 2020',
            dynamicMetric: {
              serviceUrl: TREES_SERVICE,
              layerId: 0,
              field: 'OBJECTID',
              fieldType: 'esriFieldTypeOID',
              statistic: 'count',
              allowExpressionSet: true,
              expressionSet: [{ field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2020-01-01'] }],
            },
            textAlign: 'center',
            trailingText: 'trees',
          },
          4,
        ),
        card(
          'summary-statistic-card',
          {
            title: 'Average trunk of healthy trees',
            url: `${TREES_SERVICE}/0`,
            statFieldName: 'DBH',
            statFieldType: 'esriFieldTypeDouble',
            statType: 'avg',
            where: "Condition = 'Good'",
            statValueAlign: 'center',
            trailingText: 'inches',
          },
          4,
        ),
      ),
    ]),
    section([
      row(
        card('items/gallery-card', {
          title: 'Parks data, maps and apps',
          query: { tags: ['parks'], sortField: 'title', sortOrder: 'asc' },
          limit: 8,
          layout: 'list',
          showSearchLink: true,
        }),
      ),
    ]),
    section([
      row(
        card('event-list-card', {
          title: 'Upcoming events',
          limit: 4,
          availableViews: ['list', 'calendar'],
          defaultView: 'calendar',
        }),
      ),
    ]),
    section([
      row(
        card('webmap-card', {
          title: 'Parks and trails on the map',
          caption: 'Extents of the parks and trails datasets',
          bounds: bounds(RIVERSIDE_EXTENT),
          query: { tags: ['parks'] },
        }),
      ),
    ]),
  ],
};

const ABOUT_PAGE: DemoPage = {
  key: 'about-the-data',
  title: 'About the Data',
  snippet: 'How the city publishes open data, how often it is updated and how you may use it.',
  sections: [
    section([
      row(
        card('markdown-card', {
          markdown:
            '# About the Data\n\nThe city publishes data under the [Open Data Policy](/search?q=policy) adopted by the council in 2018. ' +
            'Unless a dataset says otherwise, you may use it for any purpose under **CC BY 4.0**.\n\n' +
            '## Updates\n\nEach dataset page shows when the data was last updated and how often it is expected to change.\n\n' +
            '## Contact\n\nWrite to [opendata@riverside.example](mailto:opendata@riverside.example) to ask for a dataset or report an error.',
        }),
      ),
      row(
        card(
          'summary-statistic-card',
          { type: 'static', cardTitle: 'Public datasets', value: 12, valueType: 'number', textAlign: 'center' },
          4,
        ),
        card(
          'summary-statistic-card',
          {
            type: 'static',
            cardTitle: 'Requests answered this year',
            value: 96.5,
            valueType: 'number',
            trailingText: '%',
            textAlign: 'center',
          },
          4,
        ),
        card('summary-statistic-card', { type: 'dynamic', cardTitle: 'Downloads this month', textAlign: 'center' }, 4),
      ),
    ]),
    section([
      row(
        card('items/gallery-card', {
          title: 'Plans and documents',
          query: { collection: 'document', sortField: 'modified', sortOrder: 'desc' },
          limit: 6,
          layout: 'list',
          showSearchLink: true,
        }),
      ),
    ]),
  ],
};

export const DEMO_SITES: readonly DemoSite[] = [
  {
    org: 'riverside',
    key: 'open-data',
    subdomain: 'data',
    title: 'Riverside Open Data',
    snippet: 'Open data, maps and apps from the City of Riverside.',
    notices: [
      {
        endsInDays: 60,
        notice: {
          id: 'riverside-mill-road-outage',
          dismissable: true,
          autoShow: true,
          configuration: {
            kind: 'warning',
            title: 'Water main repairs on Mill Road',
            message:
              'The street-works and water-service layers are updated once a day, not live, until the repairs end.',
          },
          actions: [{ label: 'Find the street-works data', href: '/search?q=street' }],
          permissions: [],
          places: ['site'],
        },
      },
    ],
    theme: RIVERSIDE_THEME,
    headContent:
      '<meta name="keywords" content="Riverside, open data, parks, transportation">\n<meta property="og:site_name" content="Riverside Open Data">',
    header: {
      headerType: 'default',
      title: 'Riverside Open Data',
      showTitle: true,
      logoUrl: resource('riverside', 'site-open-data', 'logo.svg'),
      showLogo: true,
      menuLinks: [
        { title: 'Search', url: '/search' },
        { title: 'Parks and Trails', url: '/pages/riverside::parks-and-trails' },
        { title: 'About the Data', url: '/pages/riverside::about-the-data' },
        { title: 'Projects', url: '/search?collection=project' },
      ],
    },
    footer: {
      footerType: 'default',
      markdown:
        '© City of Riverside · [Open Data Policy](/search?q=policy) · [Contact](mailto:opendata@riverside.example)',
    },
    sections: RIVERSIDE_HOME,
    pages: [PARKS_PAGE, ABOUT_PAGE],
    resources: { 'logo.svg': LOGO },
  },
  {
    org: 'hillcrest',
    key: 'county-data',
    subdomain: 'data',
    title: 'Hillcrest County Data',
    snippet: 'Roads, trails and hazards of Hillcrest County.',
    theme: HILLCREST_THEME,
    headContent: '',
    header: {
      headerType: 'default',
      title: 'Hillcrest County Data',
      showTitle: true,
      logoUrl: resource('hillcrest', 'site-county-data', 'logo.svg'),
      showLogo: true,
      menuLinks: [{ title: 'Search', url: '/search' }],
    },
    footer: { footerType: 'none' },
    sections: [
      section([
        row(
          card('markdown-card', {
            markdown:
              '# Hillcrest County Data\n\nRoads, trails and hazard maps of the county, free to use. ' +
              'Search the [catalog](/search) or start with the latest items below.',
          }),
        ),
      ]),
      section([
        row(
          card('items/gallery-card', {
            title: 'Latest items',
            query: { sortField: 'modified', sortOrder: 'desc' },
            limit: 4,
            layout: 'grid',
            showSearchLink: true,
          }),
        ),
        row(
          card('webmap-card', {
            title: 'The county',
            caption: 'Extents of the county’s datasets',
            bounds: bounds(HILLCREST_EXTENT),
            query: {},
          }),
        ),
      ]),
    ],
    pages: [],
    resources: { 'logo.svg': HILLCREST_LOGO },
  },
];
