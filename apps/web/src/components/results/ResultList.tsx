import type { ResultView } from '../../search/resultView.ts';
import { ResultCard } from './ResultCard.tsx';

/** Results as a list or a grid of cards (one per row below 576 px, up to four from 1200 px). */
export function ResultList({
  results,
  layout,
  headingLevel,
  label,
  compact = false,
  eager = false,
}: {
  results: readonly ResultView[];
  layout: 'list' | 'grid';
  headingLevel?: 2 | 3 | 4;
  label?: string;
  compact?: boolean;
  /** The list opens the page: its first thumbnails load at once. */
  eager?: boolean;
}) {
  return (
    <ul className={`results results--${layout}`} aria-label={label}>
      {results.map((result, i) => (
        <li key={result.id}>
          <ResultCard
            result={result}
            compact={compact}
            eager={eager && i < 2}
            {...(headingLevel ? { headingLevel } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
