import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { titleFromMatches } from './routeHandle.ts';

/** Keeps `document.title` in step after client-side navigation; the server writes the first one. */
export function DocumentTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  const title = titleFromMatches(matches, t);
  // A layout effect: an error page's own title (set in an ordinary effect) comes after it and wins.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
