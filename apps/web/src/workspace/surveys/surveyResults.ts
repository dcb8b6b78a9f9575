import { areaBounds } from '../../components/map/locationPickerBounds.ts';
import {
  isMapKind,
  SURVEY_CREATION_DATE_FIELD,
  SURVEY_CREATOR_FIELD,
  type SurveyDesign,
  type SurveyDesignQuestion,
} from '@plaza/core';

/** One answer as the answers layer returns it (`query`, Esri JSON). */
export interface SurveyAnswerRow {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly geometry?: Readonly<Record<string, unknown>> | null;
}

const DAY = 86_400_000;
/** The most days the answers-over-time chart draws (the last ones). */
export const MAX_CHART_DAYS = 60;

const dayKey = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Answers per day (UTC) from the first answer's day to `now`'s, every day present (0 when none came), the last
 * {@link MAX_CHART_DAYS} at most; empty without answers.
 *
 * @example
 * answersPerDay(rows, Date.now()); // [{ key: '2026-11-26', value: 0 }, { key: '2026-11-27', value: 3 }]
 */
export function answersPerDay(rows: readonly SurveyAnswerRow[], now: number): { key: string; value: number }[] {
  const times = rows
    .map((row) => row.attributes[SURVEY_CREATION_DATE_FIELD])
    .filter((time): time is number => typeof time === 'number' && Number.isFinite(time));
  if (times.length === 0) return [];
  const counts = new Map<string, number>();
  for (const time of times) counts.set(dayKey(time), (counts.get(dayKey(time)) ?? 0) + 1);
  const last = Math.floor(Math.max(now, ...times) / DAY);
  const first = Math.max(Math.floor(Math.min(...times) / DAY), last - MAX_CHART_DAYS + 1);
  const days: { key: string; value: number }[] = [];
  for (let day = first; day <= last; day++) {
    const key = dayKey(day * DAY);
    days.push({ key, value: counts.get(key) ?? 0 });
  }
  return days;
}

/**
 * How many answers chose each choice of a choice question, in the question's order (a multiple choice answer counts
 * for each of its comma-separated choices); answers with a choice no longer offered are counted under it at the end.
 *
 * @example
 * choiceCounts(question, rows); // [{ key: 'Oak', value: 2 }, { key: 'Elm', value: 1 }]
 */
export function choiceCounts(
  question: SurveyDesignQuestion,
  rows: readonly SurveyAnswerRow[],
): { key: string; value: number }[] {
  const counts = new Map<string, number>(question.choices.filter((c) => c.trim() !== '').map((c) => [c.trim(), 0]));
  for (const row of rows) {
    const value = row.attributes[question.fieldName];
    if (typeof value !== 'string' || value === '') continue;
    const chosen = question.kind === 'multipleChoice' ? value.split(',') : [value];
    for (const choice of chosen) counts.set(choice, (counts.get(choice) ?? 0) + 1);
  }
  return [...counts].map(([key, value]) => ({ key, value }));
}

/** A cell as a spreadsheet should take it: quoted when needed, and text (not a number) that would start a formula made inert. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An answer's value as a reader sees it: dates as ISO days, numbers as numbers, everything else as stored. */
export function answerText(question: SurveyDesignQuestion, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (question.kind === 'date' && typeof value === 'number') return dayKey(value);
  return typeof value === 'number' ? value : String(value);
}

/**
 * The answers as CSV: the answer's number, time and who sent it (empty when not signed in), one column per question (its label), and the map question's
 * point as latitude and longitude (a line or area as its first position). Text that would start a spreadsheet
 * formula is prefixed with `'`.
 *
 * @example
 * const csv = surveyCsv(design, rows);
 */
export function surveyCsv(design: SurveyDesign, rows: readonly SurveyAnswerRow[]): string {
  const questions = design.questions.filter((question) => !isMapKind(question.kind));
  const hasMap = design.questions.some((question) => isMapKind(question.kind));
  const header = [
    'OBJECTID',
    'Answered',
    'Answered by',
    ...questions.map((q) => q.label),
    ...(hasMap ? ['Latitude', 'Longitude'] : []),
  ];
  const lines = rows.map((row) => {
    const time = row.attributes[SURVEY_CREATION_DATE_FIELD];
    const [x, y] = firstPosition(row.geometry);
    return [
      row.attributes.OBJECTID,
      typeof time === 'number' ? new Date(time).toISOString() : '',
      row.attributes[SURVEY_CREATOR_FIELD] ?? '',
      ...questions.map((question) => answerText(question, row.attributes[question.fieldName])),
      ...(hasMap ? [y ?? '', x ?? ''] : []),
    ];
  });
  return [header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The first position of an Esri JSON geometry, `[x, y]`. */
export function firstPosition(geometry: SurveyAnswerRow['geometry']): [number?, number?] {
  if (!geometry) return [];
  if (typeof geometry.x === 'number' && typeof geometry.y === 'number') return [geometry.x, geometry.y];
  const parts = (geometry.paths ?? geometry.rings) as number[][][] | undefined;
  const first = parts?.[0]?.[0];
  return first ? [first[0], first[1]] : [];
}

/**
 * Where the results map opens: around the answers' first positions (a little room around a single one), else the
 * survey's area, else the world.
 *
 * @example
 * answersBounds(rows, design.area); // [[-117.45, 33.9], [-117.35, 34]]
 */
export function answersBounds(
  rows: readonly SurveyAnswerRow[],
  area: readonly [number, number, number, number] | null,
): [[number, number], [number, number]] {
  const points = rows.map((row) => firstPosition(row.geometry)).filter((p): p is [number, number] => p.length === 2);
  if (points.length === 0) return areaBounds(area);
  const pad = 0.01;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [
    [Math.min(...xs) - pad, Math.max(-85, Math.min(...ys) - pad)],
    [Math.max(...xs) + pad, Math.min(85, Math.max(...ys) + pad)],
  ];
}

/**
 * The answers, the latest first (by their arrival time, then their number).
 *
 * @example
 * latestFirst(rows)[0]; // the last answer that came
 */
export function latestFirst(rows: readonly SurveyAnswerRow[]): SurveyAnswerRow[] {
  const time = (row: SurveyAnswerRow) => Number(row.attributes[SURVEY_CREATION_DATE_FIELD] ?? 0);
  const id = (row: SurveyAnswerRow) => Number(row.attributes.OBJECTID ?? 0);
  return [...rows].sort((a, b) => time(b) - time(a) || id(b) - id(a));
}
