import type { SurveyFormJson } from './surveyForm.ts';

/**
 * The kinds of question the survey builder offers (issue 21).
 *
 * @example
 * SURVEY_QUESTION_KINDS.includes('point'); // true
 */
export const SURVEY_QUESTION_KINDS = Object.freeze([
  'shortText',
  'longText',
  'number',
  'singleChoice',
  'multipleChoice',
  'date',
  'point',
  'line',
  'polygon',
] as const);
/** A kind of question of the builder; see {@link SURVEY_QUESTION_KINDS}. */
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/**
 * The form JSON question type of each builder kind (Survey123's `esriQuestionType…`).
 *
 * @example
 * QUESTION_TYPE_OF_KIND.point; // 'esriQuestionTypeGeoPoint'
 */
export const QUESTION_TYPE_OF_KIND: Readonly<Record<SurveyQuestionKind, string>> = Object.freeze({
  shortText: 'esriQuestionTypeText',
  longText: 'esriQuestionTypeTextArea',
  number: 'esriQuestionTypeNumber',
  singleChoice: 'esriQuestionTypeSingleChoice',
  multipleChoice: 'esriQuestionTypeMultipleChoice',
  date: 'esriQuestionTypeDate',
  point: 'esriQuestionTypeGeoPoint',
  line: 'esriQuestionTypePolyline',
  polygon: 'esriQuestionTypePolygon',
});

/** A question as the builder edits it: `fieldName` names its field in the answers layer (none for a map question). */
export interface SurveyDesignQuestion {
  readonly fieldName: string;
  readonly kind: SurveyQuestionKind;
  readonly label: string;
  readonly help: string;
  readonly required: boolean;
  /** The choices of a single or multiple choice question, in order. */
  readonly choices: readonly string[];
  /**
   * What the answers layer stores for each choice (the form's `choiceList` values, in the order of `choices`), when a
   * form's values differ from the labels it shows; the builder's forms store the labels themselves.
   */
  readonly choiceValues?: readonly string[];
  /** The form's own limits on a number answer (`validation.range`: min and max, inclusive). */
  readonly range?: { readonly min?: number; readonly max?: number };
  /** A number question that takes whole numbers only (`validation.integer`). */
  readonly integer?: boolean;
  /** The form's own limit on a text answer's characters (`validation.length.max`), below its kind's field length. */
  readonly maxLength?: number;
}

/** A survey as the builder edits it: its texts (plain text), questions, answer area and answering rules. */
export interface SurveyDesign {
  readonly header: string;
  readonly subHeader: string;
  readonly footer: string;
  readonly thankYou: string;
  readonly questions: readonly SurveyDesignQuestion[];
  /** Where the map question's answers must lie, and the map opens: `[west, south, east, north]` in WGS84. */
  readonly area: readonly [number, number, number, number] | null;
  readonly open: boolean;
  /** Answers one person may send; 0 sets no limit (spec 2 §3). */
  readonly maxAnswers: number;
}

/**
 * A new survey's design: no questions yet, open, no limit on answers.
 *
 * @example
 * const design = { ...EMPTY_SURVEY_DESIGN, header: 'Where should we plant trees?' };
 */
export const EMPTY_SURVEY_DESIGN: SurveyDesign = Object.freeze({
  header: '',
  subHeader: '',
  footer: '',
  thankYou: '',
  questions: Object.freeze([]),
  area: null,
  open: true,
  maxAnswers: 0,
});

/**
 * The most questions one survey has.
 *
 * @example
 * design.questions.length <= MAX_SURVEY_QUESTIONS;
 */
export const MAX_SURVEY_QUESTIONS = 50;

const MAP_KINDS: ReadonlySet<SurveyQuestionKind> = new Set(['point', 'line', 'polygon']);

/**
 * Whether a builder kind is answered on a map (its answer is the feature's geometry).
 *
 * @example
 * isMapKind('point'); // true
 */
export function isMapKind(kind: SurveyQuestionKind): boolean {
  return MAP_KINDS.has(kind);
}

/** Text as the form's HTML: escaped, one paragraph per line (blank lines dropped); empty text stays empty. */
function textToHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\r\n|[\r\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

const block = (text: string) => ({ content: encodeURIComponent(textToHtml(text)), isVisible: text.trim() !== '' });

/**
 * The form JSON of a design (spec 2 §3, written as the form stores it: HTML parts percent-encoded), naming the
 * answers layer and its service when the survey has one. Each question keeps its `fieldName`; a map question carries
 * a default map with the answer area as its `extent`; blank choices are left out.
 *
 * @example
 * const form = surveyFormOfDesign(design, { layerName: 'answers', serviceUrl });
 */
export function surveyFormOfDesign(
  design: SurveyDesign,
  layer: { readonly layerName: string; readonly serviceUrl?: string },
): SurveyFormJson {
  const [west, south, east, north] = design.area ?? [];
  return {
    layerName: layer.layerName,
    ...(layer.serviceUrl ? { serviceUrl: layer.serviceUrl } : {}),
    header: block(design.header),
    subHeader: block(design.subHeader),
    footer: block(design.footer),
    settings: {
      openStatusInfo: { status: design.open ? 'open' : 'closed', schedule: { end: null, status: null } },
      multiSubmissionInfo: { maxAllowed: design.maxAnswers },
      thankYouScreenContent: encodeURIComponent(textToHtml(design.thankYou)),
    },
    questions: design.questions.map((question) => ({
      id: question.fieldName,
      type: QUESTION_TYPE_OF_KIND[question.kind],
      label: question.label,
      description: encodeURIComponent(textToHtml(question.help)),
      ...(isMapKind(question.kind) ? {} : { fieldName: question.fieldName }),
      validation: { required: question.required },
      ...(question.kind === 'singleChoice' || question.kind === 'multipleChoice'
        ? {
            choiceList: question.choices
              .map((choice) => choice.trim())
              .filter((choice) => choice !== '')
              .map((choice) => ({ label: choice, value: choice })),
          }
        : {}),
      ...(isMapKind(question.kind)
        ? {
            defaultMap: design.area
              ? { extent: { xmin: west, ymin: south, xmax: east, ymax: north, spatialReference: { wkid: 4326 } } }
              : { extent: null },
          }
        : {}),
    })),
  };
}
