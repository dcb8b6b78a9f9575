import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadChunk } from './components/loadChunk.ts';
import type { RouteHandle } from './components/routeHandle.ts';
import { EnterpriseSitesEntry } from './scenes/EnterpriseSites/EnterpriseSitesEntry.tsx';
import { NotFound } from './scenes/NotFound/NotFound.tsx';
import { RootLayout } from './scenes/Root/RootLayout.tsx';
import { RouteError } from './scenes/Root/RouteError.tsx';
import { authRoutes } from './auth/authRoutes.tsx';
import { workspaceRoutes } from './workspace/workspaceRoutes.tsx';
import type { ClientOnlyHandle } from './workspace/clientOnlyRoute.ts';
import { PageLoading } from './components/PageLoading.tsx';
import { SiteLayout } from './scenes/Site/SiteLayout.tsx';
import type { SiteView } from './site/siteView.ts';

const siteHandle: RouteHandle = {
  title: ({ data }) => (data as SiteView).title,
  description: ({ data }) => (data as SiteView).summary,
  head: ({ data }) => (data as SiteView).headMeta,
};
const notFoundHandle: RouteHandle = { title: ({ t }) => t('notFound.title'), status: 404, static: true };

// The site's loader runs on the server; in the browser only when a visitor opens another site in the same tab.
const siteLoader = (args: LoaderFunctionArgs): Promise<SiteView> =>
  import('./scenes/Site/siteLoader.ts').then((m) => m.siteLoader(args));

// Every scene is its own chunk (route-level code splitting); the chunk of the first page is loaded before hydration.
const home = () => loadChunk('home', () => import('./scenes/SiteHome/SiteHomeRoute.tsx'));
const page = () => loadChunk('page', () => import('./scenes/SitePage/SitePageRoute.tsx'));
const search = () => loadChunk('search', () => import('./scenes/Search/SearchRoute.tsx'));
const content = () => loadChunk('content', () => import('./scenes/Content/ContentRoute.tsx'));
const group = () => loadChunk('group', () => import('./scenes/Group/GroupRoute.tsx'));
const person = () => loadChunk('person', () => import('./scenes/Person/PersonRoute.tsx'));
const event = () => loadChunk('event', () => import('./scenes/Event/EventRoute.tsx'));
const survey = () => loadChunk('survey', () => import('./scenes/Survey/SurveyRoute.tsx'));
const templateAbout = () => loadChunk('template-about', () => import('./scenes/TemplateAbout/TemplateAboutRoute.tsx'));
const solutionAbout = () => loadChunk('solution-about', () => import('./scenes/SolutionAbout/SolutionAboutRoute.tsx'));
const initiativeTemplateAbout = () =>
  loadChunk(
    'initiative-template-about',
    () => import('./scenes/InitiativeTemplateAbout/InitiativeTemplateAboutRoute.tsx'),
  );
const personSettings = () =>
  loadChunk('person-settings', () => import('./scenes/PersonSettings/PersonSettingsRoute.tsx'));
const notifications = () => loadChunk('notifications', () => import('./scenes/Notifications/NotificationsRoute.tsx'));
const serviceStatus = () => loadChunk('service-status', () => import('./scenes/ServiceStatus/ServiceStatusRoute.tsx'));

/** The person's own settings: read in the browser with their session (the server renders a placeholder). */
const personSettingsHandle: RouteHandle & ClientOnlyHandle = {
  clientOnly: true,
  title: ({ t }) => t('personSettings.title'),
  static: true,
};

/** The person's notifications (issue 43): theirs only, read in the browser with their session. */
const notificationsHandle: RouteHandle & ClientOnlyHandle = {
  clientOnly: true,
  title: ({ t }) => t('notifications.title'),
  static: true,
};

/** Content family routes of spec 3 §2 that show an item's page. */
export const CONTENT_ROUTES = [
  'datasets',
  'maps',
  'apps',
  'documents',
  'content',
  'templates',
  'projects',
  'initiatives',
  'discussions',
] as const;

/**
 * The source module of each lazily loaded site route, by route id (without the enterprise form's prefix): the server
 * preloads the modules of the routes it rendered (issue 20), found in the build manifest under these paths. Keep in
 * step with the imports above.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = Object.freeze({
  home: 'src/scenes/SiteHome/SiteHomeRoute.tsx',
  page: 'src/scenes/SitePage/SitePageRoute.tsx',
  search: 'src/scenes/Search/SearchRoute.tsx',
  group: 'src/scenes/Group/GroupRoute.tsx',
  person: 'src/scenes/Person/PersonRoute.tsx',
  'person-profile': 'src/scenes/Person/PersonRoute.tsx',
  'person-settings': 'src/scenes/PersonSettings/PersonSettingsRoute.tsx',
  notifications: 'src/scenes/Notifications/NotificationsRoute.tsx',
  status: 'src/scenes/ServiceStatus/ServiceStatusRoute.tsx',
  event: 'src/scenes/Event/EventRoute.tsx',
  survey: 'src/scenes/Survey/SurveyRoute.tsx',
  'template-about': 'src/scenes/TemplateAbout/TemplateAboutRoute.tsx',
  'solution-about': 'src/scenes/SolutionAbout/SolutionAboutRoute.tsx',
  'initiative-template-about': 'src/scenes/InitiativeTemplateAbout/InitiativeTemplateAboutRoute.tsx',
  ...Object.fromEntries(CONTENT_ROUTES.map((family) => [family, 'src/scenes/Content/ContentRoute.tsx'])),
});

/**
 * The source module of a rendered route, if it is loaded lazily.
 *
 * @example
 * routeModuleOf('enterprise-datasets'); // "src/scenes/Content/ContentRoute.tsx"
 */
export function routeModuleOf(routeId: string): string | undefined {
  return ROUTE_MODULES[routeId.replace(/^enterprise-/, '')];
}

/** The pages of a site; `prefix` keeps route ids unique between the host form and the enterprise path form. */
function sitePages(prefix: string): RouteObject[] {
  return [
    { id: `${prefix}home`, index: true, lazy: home },
    { id: `${prefix}page`, path: 'pages/:id', lazy: page },
    { id: `${prefix}search`, path: 'search', lazy: search },
    ...CONTENT_ROUTES.map((family): RouteObject => ({
      id: `${prefix}${family}`,
      path: `${family}/:id`,
      lazy: content,
    })),
    { id: `${prefix}group`, path: 'groups/:id', lazy: group },
    { id: `${prefix}person`, path: 'people/:username', lazy: person },
    { id: `${prefix}person-profile`, path: 'people/:username/profile', lazy: person },
    {
      id: `${prefix}person-settings`,
      path: 'people/:username/profile/settings',
      lazy: personSettings,
      handle: personSettingsHandle,
      HydrateFallback: PageLoading,
    },
    {
      id: `${prefix}notifications`,
      path: 'notifications',
      lazy: notifications,
      handle: notificationsHandle,
      HydrateFallback: PageLoading,
    },
    { id: `${prefix}event`, path: 'events/:slug', lazy: event },
    // Each hub service up, slow or down, since when (issue 43 item 8, ADR 0239).
    { id: `${prefix}status`, path: 'status', lazy: serviceStatus },
    // Surveys (issue 21): their form and answers, not an item page.
    { id: `${prefix}survey`, path: 'feedback/surveys/:id', lazy: survey },
    // A template's "about" page (issue 23, spec 3 §2 solution route).
    { id: `${prefix}template-about`, path: 'templates/:id/about', lazy: templateAbout },
    // A deployed solution's and an initiative template's "about" pages (issue 44 item 3, spec 3 §2).
    { id: `${prefix}solution-about`, path: 'content/:id/about', lazy: solutionAbout },
    {
      id: `${prefix}initiative-template-about`,
      path: 'initiatives/templates/:id/about',
      lazy: initiativeTemplateAbout,
    },
    { id: `${prefix}not-found`, path: '*', element: <NotFound />, handle: notFoundHandle },
  ];
}

function site(id: string, prefix: string, path?: string): RouteObject {
  return {
    id,
    ...(path ? { path } : {}),
    loader: siteLoader,
    // The site never changes while a visitor moves between its pages; it is read again only for the same address
    // (the reader signed in or out: a site not shared with the public may be theirs to see).
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
    element: <SiteLayout />,
    errorElement: <RouteError />,
    handle: siteHandle,
    // Errors of a page render inside the site's chrome.
    children: [{ id: `${prefix}pages`, errorElement: <RouteError inSite />, children: sitePages(prefix) }],
  };
}

/** Every route of the app, shared by the server renderer and the browser router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // Signing in and the workspace (issue 9): client-side, on every host, outside the site chrome.
      ...authRoutes,
      ...workspaceRoutes,
      { id: 'enterprise-entry', path: 'apps/sites', element: <EnterpriseSitesEntry /> },
      site('enterprise-site', 'enterprise-', 'apps/sites/:subdomain'),
      site('site', ''),
    ],
  },
];
