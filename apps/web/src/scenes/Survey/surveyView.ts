import type { SurveyDesign } from '@plaza/core';

/** Whether a survey takes answers: not yet (a Draft), closed (by its owner or past its end), or open. */
export type SurveyStatus = 'draft' | 'closed' | 'open';

/** What the survey page shows: its texts (sanitised HTML), its questions, where answers go and whether it is open. */
export interface SurveyView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly status: SurveyStatus;
  readonly headerHtml: string;
  readonly subHeaderHtml: string;
  readonly footerHtml: string;
  readonly thankYouHtml: string;
  readonly design: SurveyDesign;
  /** The layer its answers are added to; absent for a survey without one (nothing can be sent). */
  readonly serviceUrl?: string;
}
