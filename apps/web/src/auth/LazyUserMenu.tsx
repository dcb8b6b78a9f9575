import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadChunk } from '../components/loadChunk.ts';
import { SESSION_STORAGE_KEY } from './authOptions.ts';
import { signInPath } from './signInPath.ts';

const UserMenu = lazy(() =>
  loadChunk('user-menu', () => import('./UserMenu.tsx')).then((module) => ({ default: module.UserMenu })),
);

/** Runs when the browser is idle (after hydration and first paint), or soon where idle callbacks are missing. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The user menu for public pages. The session code (and the parts of @plaza/core it needs) stays out of the first
 * script every visitor loads: the server and the first render show a plain "Sign in" link to the sign-in page,
 * which works before hydration; the full menu loads right after hydration when a session is stored, else once the
 * page is idle.
 */
export function LazyUserMenu() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A stored session needs the menu now (to show who is signed in, or why the session ended); visitors without
    // one wait for an idle moment.
    if (hasStoredSession()) setReady(true);
    else return whenIdle(() => setReady(true));
  }, []);
  const signInLink = (
    <div className="user-menu">
      <a
        className="user-menu__sign-in"
        href={signInPath(`${location.pathname}${location.search}${location.hash}`)}
        onClick={(event) => {
          // Clicked before the menu loaded: start the sign-in at once, as the menu would.
          event.preventDefault();
          void import('./signInActions.ts').then(({ startSignIn }) => startSignIn({ locale: i18n.language }));
        }}
      >
        {t('auth.signIn')}
      </a>
    </div>
  );
  if (!ready) return signInLink;
  return (
    <Suspense fallback={signInLink}>
      <UserMenu />
    </Suspense>
  );
}
