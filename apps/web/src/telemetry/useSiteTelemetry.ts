import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAuth } from '../auth/useAuth.ts';
import type { RouteHandle } from '../components/routeHandle.ts';
import type { SiteView } from '../site/siteView.ts';
import { onConsentChange, storedConsent } from './consentChoice.ts';
import {
  flushTracker,
  noteActivity,
  startSiteTracker,
  stopSiteTracker,
  trackEvent,
  trackNotedSignIn,
} from './siteTracker.ts';
import { trackerSetupFor } from './trackerSetup.ts';

/** The browser's Global Privacy Control signal (the disabled flag of spec 3 §4 for Plaza). */
function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * A site's telemetry in the browser (issue 22): runs the tracker while the rules allow it (re-checked when the visitor
 * signs in or out or changes their choice), tracks each page shown — with the item it shows and the search it ran,
 * as its route's handle says, and where the visitor came from on the first one — notes activity, and sends what waits
 * when the page is hidden. Nothing runs on the server or before the visitor chose.
 *
 * @example
 * useSiteTelemetry(site); // in the site's layout
 */
export function useSiteTelemetry(site: SiteView): void {
  const auth = useAuth();
  const location = useLocation();
  const matches = useMatches();
  const [choices, setChoices] = useState(0);
  const [running, setRunning] = useState(false);
  const lastTracked = useRef<string | undefined>(undefined);

  useEffect(() => onConsentChange(() => setChoices((n) => n + 1)), []);

  useEffect(() => {
    const setup = trackerSetupFor(site, auth, storedConsent(), globalPrivacyControl());
    if (typeof setup === 'string') {
      if (setup !== 'waiting') stopSiteTracker();
      setRunning(false);
      return;
    }
    startSiteTracker(setup);
    if (setup.userType !== 'anonymous') trackNotedSignIn();
    setRunning(true);
  }, [site, auth, choices]);

  useEffect(() => {
    if (!running || lastTracked.current === location.key) return;
    const first = lastTracked.current === undefined;
    lastTracked.current = location.key;
    const deepest = matches.at(-1);
    const about = (deepest?.handle as RouteHandle | undefined)?.tracked?.(deepest?.loaderData) ?? {};
    const referrer = first && document.referrer && !document.referrer.startsWith(window.location.origin);
    trackEvent({
      eventType: 'pageView',
      path: location.pathname.slice(0, 512),
      ...(about.itemId ? { itemId: about.itemId } : {}),
      ...(referrer ? { referrer: document.referrer.slice(0, 1024) } : {}),
    });
    if (about.search) {
      trackEvent({
        eventType: 'search',
        query: about.search.query.slice(0, 256),
        resultCount: about.search.resultCount,
      });
    }
  }, [running, location.key, location.pathname, matches]);

  useEffect(() => {
    if (!running) return;
    const hidden = () => {
      if (document.visibilityState === 'hidden') flushTracker();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flushTracker);
    document.addEventListener('pointerdown', noteActivity, { passive: true });
    document.addEventListener('keydown', noteActivity, { passive: true });
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flushTracker);
      document.removeEventListener('pointerdown', noteActivity);
      document.removeEventListener('keydown', noteActivity);
    };
  }, [running]);
}
