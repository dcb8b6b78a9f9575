import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type { ServerLoadContext } from './api/portalUrl.ts';
import {
  descriptionFromMatches,
  headFromMatches,
  titleFromMatches,
  type RouteHandle,
} from './components/routeHandle.ts';
import { recordFormats } from './format/intlFormats.ts';
import { createI18n, loadMessages } from './i18n/i18n.ts';
import { localeFromRequest, localeCookie } from './i18n/localeFromRequest.ts';
import { directionOf } from './i18n/localeRegistry.ts';
import { renderFeed } from './feeds/renderFeed.ts';
import { routeModuleOf, routes } from './routes.tsx';
import { documentShell } from './ssr/documentShell.ts';
import { pageStatus } from './ssr/pageStatus.ts';
import { FONT_FACES_CSS, fontPreloads } from './styles/fontFaces.ts';
import { isClientOnlyRoute } from './workspace/clientOnlyRoute.ts';

/** Script, style and preload URLs the server found in the build manifest (or Vite in development). */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly preloads: readonly string[];
  /** The modules of each lazily loaded route, by source module (from the build manifest; none in development). */
  readonly routePreloads?: Readonly<Record<string, readonly string[]>>;
  readonly headHtml: string;
}

export interface RenderOptions {
  readonly portalUrl: string;
  readonly assets: PageAssets;
  /** The Content-Security-Policy nonce the server sends with this page (issue 12). */
  readonly nonce?: string;
  /** Told the loader error behind a page that answers 5xx, so the server logs its cause (issue 40). */
  readonly onError?: (error: unknown) => void;
}

const handler = createStaticHandler(routes);

/**
 * Renders a public page to a complete HTML response: loaders run here (calling the portal
 * over its REST contract), the markup is hydrated in the browser from the embedded router state.
 */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  const requestContext: ServerLoadContext = { portalUrl: options.portalUrl };
  // A site's feeds (DCAT-US, DCAT-AP, RSS, sitemap, robots.txt) are documents, not pages (ADR 0126).
  const feed = await renderFeed(request, requestContext);
  if (feed) return feed;
  // Workspace and editor loaders need the browser's session: the server renders their fallback (issue 9).
  const context = await handler.query(request, {
    requestContext,
    filterMatchesToLoad: (match) => !isClientOnlyRoute(match.route.handle),
  });
  if (context instanceof Response) return context;

  const { locale, chosen } = localeFromRequest(request);
  const i18n = createI18n(locale, await loadMessages(locale));
  const router = createStaticRouter(handler.dataRoutes, context);
  // The numbers and dates formatted while rendering go with the page: the browser hydrates with the same strings.
  const { result: appHtml, formats } = recordFormats(() =>
    renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} nonce={options.nonce} />
        </I18nextProvider>
      </StrictMode>,
    ),
  );

  const matches = context.matches.map((match) => ({
    handle: match.route.handle as RouteHandle | undefined,
    loaderData: context.loaderData[match.route.id] as unknown,
  }));
  // A loader's failure answers by its kind: the request's fault a 4xx, a busy service a 503 (issue 40).
  const status = pageStatus(context.statusCode, context.errors, matches.at(-1)?.handle?.status);
  if (status >= 500) for (const error of Object.values(context.errors ?? {})) options.onError?.(error);
  // The rendered routes' own modules are fetched with the entry, not after it has run (issue 20).
  const routeFiles = context.matches.flatMap((match) => {
    const module = routeModuleOf(match.route.id);
    return module ? (options.assets.routePreloads?.[module] ?? []) : [];
  });
  const html = documentShell({
    lang: locale,
    dir: directionOf(locale),
    title: titleFromMatches(matches, i18n.t, errorTitleOf(context.errors, i18n.t)),
    description: descriptionFromMatches(matches, i18n.t) || i18n.t('app.description'),
    appHtml,
    formats,
    ...options.assets,
    preloads: [...new Set([...options.assets.preloads, ...routeFiles])],
    fontFacesCss: FONT_FACES_CSS,
    fontPreloads: fontPreloads(directionOf(locale)),
    nonce: options.nonce,
    // Route head markup is sanitised (site and page head content) or escaped JSON (JSON-LD) by its route.
    headHtml: [options.assets.headHtml, headFromMatches(matches, i18n.t)].filter(Boolean).join('\n'),
  });
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  headers.set('Vary', 'Accept-Language, Cookie');
  if (status === 503) headers.set('Retry-After', '1');
  // A language chosen with ?lang= is remembered for the next pages.
  if (chosen) headers.append('Set-Cookie', localeCookie(locale));
  return new Response(html, { status, headers });
}

/** The title of a page whose loader failed: not found (site or page) or a general error. */
function errorTitleOf(errors: Record<string, unknown> | null, t: (key: string) => string): string | undefined {
  const error = Object.values(errors ?? {})[0];
  if (error === undefined) return undefined;
  if (!isRouteErrorResponse(error)) return t('error.title');
  if ((error.data as { kind?: string } | undefined)?.kind === 'site-not-found') return t('siteNotFound.title');
  return error.status === 404 ? t('notFound.title') : t('error.title');
}
