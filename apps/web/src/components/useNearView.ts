import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come on screen (or near it): false on the server and until the element is seen, then true
 * for good. Parts of a page that cost something to show (a map, a table's rows, a discussion's posts) start their work
 * only then, so a visitor who never scrolls there pays nothing and the page's start-up stays short. Without
 * IntersectionObserver it is true at once.
 *
 * @example
 * const box = useRef<HTMLDivElement>(null);
 * const near = useNearView(box, { threshold: 0.1 });
 */
export function useNearView(
  element: RefObject<Element | null>,
  options: { readonly threshold?: number; readonly rootMargin?: string } = {},
): boolean {
  const [near, setNear] = useState(false);
  const { threshold = 0, rootMargin = '0px' } = options;
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { threshold, rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin]);
  return near;
}
