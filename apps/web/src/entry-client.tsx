import './zodJitless.ts';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readRecordedFormats, replayFormats } from './format/intlFormats.ts';
import { createI18n, loadMessages } from './i18n/i18n.ts';
import { routes } from './routes.tsx';
import { FORMATS_ELEMENT_ID } from './ssr/documentShell.ts';
import { ensureFontFaces } from './styles/fontFaces.ts';
import './styles/global.css';

ensureFontFaces(document);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate.');

// The numbers and dates the server formatted are read back while hydrating, not formatted again (ADR 0162).
replayFormats(readRecordedFormats(document.getElementById(FORMATS_ELEMENT_ID)?.textContent));
// The server chose the locale and wrote it on <html lang>; hydrate with the same one.
const locale = document.documentElement.lang || 'en';
// The chunks of the routes the server rendered are loaded before hydrating, so the first render matches.
const [messages] = await Promise.all([loadMessages(locale), resolveLazyMatches(routes)]);
const i18n = createI18n(locale, messages);
// Reads the loader data the server embedded (window.__staticRouterHydrationData).
const router = createBrowserRouter(routes);

// Hydrated as a transition: React then hydrates in slices and yields to the browser between them, so a long page
// (an initiative with its charts, events and discussion) never blocks input for its whole hydration (issue 20).
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
});

async function resolveLazyMatches(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
