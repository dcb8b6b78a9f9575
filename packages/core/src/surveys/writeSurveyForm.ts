import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';
import type { SurveyFormJson } from './surveyForm.ts';

/**
 * The name the survey builder gives a form (`forminfo.json` names it; the form is `{name}.json`).
 *
 * @example
 * `${SURVEY_FORM_NAME}.json`; // 'form.json'
 */
export const SURVEY_FORM_NAME = 'form';

/**
 * Stores a survey's form in its Form item's info files as spec 2 §7 reads them (`updateinfo`): `forminfo.json` naming
 * the form, then `{name}.json` with the form JSON. The item's owner or an administrator writes them.
 *
 * @example
 * await writeSurveyForm({ id, owner }, surveyFormOfDesign(design, { layerName: 'answers' }), { portal, authentication });
 */
export async function writeSurveyForm(
  item: { readonly id: string; readonly owner: string },
  form: SurveyFormJson,
  options: PortalCallOptions,
): Promise<void> {
  const path = `content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}/updateinfo`;
  const file = (name: string, json: unknown) => new File([JSON.stringify(json)], name, { type: 'application/json' });
  await portalRequest(path, {
    ...options,
    httpMethod: 'POST',
    params: { file: file('forminfo.json', { name: SURVEY_FORM_NAME, type: 'form' }) },
  });
  await portalRequest(path, {
    ...options,
    httpMethod: 'POST',
    params: { file: file(`${SURVEY_FORM_NAME}.json`, form) },
  });
}
