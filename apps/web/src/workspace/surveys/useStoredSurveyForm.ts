import {
  EMPTY_SURVEY_DESIGN,
  fetchSurveyFormJson,
  portalItemInfo,
  PortalRequestError,
  SURVEY_ANSWERS_LAYER,
  surveyDesignOfForm,
  surveyFormOfDesign,
  writeSurveyForm,
  type HubSurvey,
  type SurveyDesign,
  type SurveyFormJson,
} from '@plaza/core';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { useAsync, type AsyncState } from '../ui/useAsync.ts';

/** A survey's stored form as its builder edits it: the design, and the layer the form names (once published). */
export interface StoredSurveyForm {
  readonly design: SurveyDesign;
  readonly form: SurveyFormJson | null;
  readonly serviceUrl: string | undefined;
  /** False while the survey is a Draft (spec 2 §4): its questions may still change. */
  readonly published: boolean;
  /**
   * Whether this builder may write the form: one it made (or none yet). A form made with another tool (Survey123's
   * web designer or Connect) may hold what the builder does not know; writing it back would lose that.
   */
  readonly editable: boolean;
}

/**
 * The survey's form read from its item's info files, a Draft's too (issue 21), as a design to edit; a survey with no
 * form yet starts from the empty design. Read again when the survey changes.
 *
 * @example
 * const [stored, reload] = useStoredSurveyForm(survey, session);
 */
export function useStoredSurveyForm(
  survey: HubSurvey,
  session: WorkspaceSession,
): readonly [AsyncState<StoredSurveyForm>, () => void] {
  return useAsync(async (signal) => {
    const read = portalItemInfo({ portal: session.options.portal, authentication: session.handle, signal });
    // A survey not yet saved has no form files (404): it starts empty. Any other failure is shown, never taken for
    // an empty form (saving that would overwrite the real one).
    const form = await fetchSurveyFormJson(survey, read, { includeDraft: true }).catch((error: unknown) => {
      if (error instanceof PortalRequestError && error.status === 404) return null;
      throw error;
    });
    const serviceUrl = typeof form?.serviceUrl === 'string' ? form.serviceUrl : undefined;
    const design = form ? surveyDesignOfForm(form) : EMPTY_SURVEY_DESIGN;
    return {
      design,
      form,
      serviceUrl,
      published: !survey.typeKeywords.includes('Draft'),
      editable:
        !form || (form.layerName === SURVEY_ANSWERS_LAYER && design.questions.length === (form.questions ?? []).length),
    };
  }, `${survey.id}:${survey.modified}`);
}

/**
 * Stores a design as the survey's form, naming the layer its answers already go to (once published).
 *
 * @example
 * await saveStoredDesign(survey, stored, { ...stored.design, open: false }, session);
 */
export function saveStoredDesign(
  survey: HubSurvey,
  stored: Pick<StoredSurveyForm, 'serviceUrl'>,
  design: SurveyDesign,
  session: WorkspaceSession,
): Promise<void> {
  const form = surveyFormOfDesign(design, {
    layerName: SURVEY_ANSWERS_LAYER,
    ...(stored.serviceUrl ? { serviceUrl: stored.serviceUrl } : {}),
  });
  return writeSurveyForm(survey, form, { portal: session.options.portal, authentication: session.handle });
}
