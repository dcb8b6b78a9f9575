import { useEffect, useState } from 'react';
import { loadMarkup, type Markup } from './loadMarkup.ts';

/**
 * {@link Markup} for a component that renders authored text in the browser (a post's preview): loaded when first
 * `wanted`, undefined until it is.
 *
 * @example
 * const markup = useMarkup(preview);
 * const html = markup?.renderMarkdown(body) ?? '';
 */
export function useMarkup(wanted: boolean): Markup | undefined {
  const [markup, setMarkup] = useState<Markup>();
  useEffect(() => {
    if (!wanted || markup) return;
    let live = true;
    void loadMarkup().then((loaded) => {
      if (live) setMarkup(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, markup]);
  return markup;
}
