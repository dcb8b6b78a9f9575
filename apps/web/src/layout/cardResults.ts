import type { ChartCardValue } from './cards/chartCardData.ts';
import type { EventListItem } from '../scenes/EventSearch/loadEventList.ts';
import type { FollowCardData } from '../follow/followTarget.ts';
import type { ResultView } from '../search/resultView.ts';
import type { StatCardValue } from './cards/statCardData.ts';
import type { SurveyView } from '../scenes/Survey/surveyView.ts';

/** What a catalog or map card shows, fetched by the page's loader (so it is in the server-rendered HTML). */
export interface CardResults {
  readonly total: number;
  readonly results: readonly ResultView[];
  /** The same search on the search page (site-relative). */
  readonly searchHref: string;
  /** True when the search could not be run (the card says so instead of failing the page). */
  readonly failed?: boolean;
  /** An events list card's events (issue 14). */
  readonly events?: readonly EventListItem[];
  /** A follow card's settings and what it follows (issue 19). */
  readonly follow?: FollowCardData;
  /** A dynamic stat card's value (issue 20). */
  readonly stat?: StatCardValue;
  /** A chart card's points (issue 20). */
  readonly chart?: ChartCardValue;
  /** A survey card's survey (issue 21). */
  readonly survey?: SurveyView;
}
