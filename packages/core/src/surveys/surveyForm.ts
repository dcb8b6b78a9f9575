/** A block of a survey form's text (spec 2 §3: header, subheader, footer), HTML as the form stores it. */
export interface SurveyFormBlock {
  readonly content?: string;
  readonly isVisible?: boolean;
}

/** A question of a survey form: its type (`esriQuestionType…`), and for a map question its maps and default map. */
export interface SurveyQuestion {
  readonly type: string;
  readonly name?: string;
  readonly label?: string;
  readonly description?: string;
  readonly maps?: readonly unknown[];
  readonly defaultMap?: unknown;
  /** A page's questions (type `esriQuestionTypePage`). */
  readonly questions?: readonly SurveyQuestion[];
  readonly [key: string]: unknown;
}

/** Whether a survey takes answers, and how many each person may send (spec 2 §3). */
export interface SurveySettings {
  readonly openStatusInfo?: {
    readonly status: string;
    readonly schedule?: { readonly end: unknown; readonly status: unknown };
  };
  readonly multiSubmissionInfo?: { readonly maxAllowed: number };
  readonly thankYouScreenContent?: string;
  readonly [key: string]: unknown;
}

/** A survey's form JSON (spec 2 §3, §7): header, subheader, footer, settings with the thank-you text, questions. */
export interface SurveyFormJson {
  readonly header?: SurveyFormBlock;
  readonly subHeader?: SurveyFormBlock;
  readonly footer?: SurveyFormBlock;
  readonly settings?: SurveySettings;
  readonly questions?: readonly SurveyQuestion[];
  readonly [key: string]: unknown;
}

/**
 * The settings of a survey whose own settings were never changed on the web (spec 2 §3: open by default; a
 * multi-submission `maxAllowed` of 0, which sets no limit): used for a survey built with the desktop tool.
 *
 * @example
 * SURVEY_DEFAULT_SETTINGS.openStatusInfo.status; // 'open'
 */
export const SURVEY_DEFAULT_SETTINGS = Object.freeze({
  openStatusInfo: Object.freeze({ status: 'open', schedule: Object.freeze({ end: null, status: null }) }),
  multiSubmissionInfo: Object.freeze({ maxAllowed: 0 }),
});

/**
 * The question types a map question may have (spec 2 §3: geo point, polyline, polygon).
 *
 * @example
 * MAP_QUESTION_TYPES.includes('esriQuestionTypeGeoPoint'); // true
 */
export const MAP_QUESTION_TYPES = Object.freeze([
  'esriQuestionTypeGeoPoint',
  'esriQuestionTypePolyline',
  'esriQuestionTypePolygon',
] as const);

/**
 * The type keyword of a Form item shown as a map survey (spec 2 §3 `displayMap`).
 *
 * @example
 * item.typeKeywords.includes(MAP_SURVEY_TYPEKEYWORD);
 */
export const MAP_SURVEY_TYPEKEYWORD = 'hubMapSurvey';
