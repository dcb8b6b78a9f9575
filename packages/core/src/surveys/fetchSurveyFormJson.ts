import { PortalRequestError } from '../errors/PortalRequestError.ts';
import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';
import { decodeSurveyForm } from './decodeSurveyForm.ts';
import { SURVEY_DEFAULT_SETTINGS, type SurveyFormJson } from './surveyForm.ts';

/** Reads one of an item's info files as JSON (`content/items/{id}/info/{fileName}`). */
export type ReadItemInfo = (itemId: string, fileName: string) => Promise<unknown>;

/**
 * The portal's reader of an item's info file as JSON.
 *
 * @example
 * const formInfo = await portalItemInfo({ portal })(item.id, 'forminfo.json');
 */
export function portalItemInfo(options: PortalCallOptions): ReadItemInfo {
  return (itemId, fileName) =>
    portalRequest(`content/items/${encodeURIComponent(itemId)}/info/${encodeURIComponent(fileName)}`, {
      ...options,
      httpMethod: 'GET',
    });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A survey's form JSON (spec 2 §4, §7): none for a Draft (its keywords hold `Draft`); else the form's name from
 * `forminfo.json`, then `{name}.json` — or, for a survey built with the desktop tool (`Survey123 Connect`), the
 * questions of `{name}.webform`'s `surveyFormJson` with the settings of `{name}.info`'s `webformInfo` (open, one
 * submission each, when the web never changed them) — with its HTML parts decoded. Null when the file holds nothing,
 * and when the portal has no such file (a form item published without its info files still reads, issue 41: readers
 * never throw on content they do not find); a refused token still throws.
 *
 * @example
 * const form = await fetchSurveyFormJson(item, portalItemInfo({ portal, authentication }));
 */
export async function fetchSurveyFormJson(
  item: { readonly id: string; readonly typeKeywords?: readonly string[] },
  readInfo: ReadItemInfo,
  options: { readonly includeDraft?: boolean } = {},
): Promise<SurveyFormJson | null> {
  const keywords = item.typeKeywords ?? [];
  if (keywords.includes('Draft') && !options.includeDraft) return null;
  let formInfo: unknown;
  try {
    formInfo = await readInfo(item.id, 'forminfo.json');
  } catch (error) {
    if (error instanceof PortalRequestError && !error.isAuthError) return null;
    throw error;
  }
  const name = isRecord(formInfo) && typeof formInfo.name === 'string' ? formInfo.name : '';
  let form: unknown;
  if (keywords.includes('Survey123 Connect')) {
    const [webform, info] = await Promise.all([
      readInfo(item.id, `${name}.webform`),
      readInfo(item.id, `${name}.info`),
    ]);
    const questions = isRecord(webform) && isRecord(webform.surveyFormJson) ? webform.surveyFormJson : {};
    const webformInfo = isRecord(info) && isRecord(info.webformInfo) ? info.webformInfo : undefined;
    // Settings changed on the web live in `webformInfo`; a survey never changed there is open, with no limit on answers.
    const settings = webformInfo ? webformInfo.settings : SURVEY_DEFAULT_SETTINGS;
    form = { ...questions, ...(settings === undefined ? {} : { settings }) };
  } else {
    form = await readInfo(item.id, `${name}.json`);
  }
  return isRecord(form) ? decodeSurveyForm(form as SurveyFormJson) : null;
}
