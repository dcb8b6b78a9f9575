import { request } from '@esri/arcgis-rest-request';
import { HubError } from '../errors/HubError.ts';
import { changeItemRelationship } from '../portal/itemRelationships.ts';
import { portalRequest, toPortalRequestError, type PortalCallOptions } from '../portal/portalRequest.ts';
import { surveyAnswersLayer, SURVEY_ANSWERS_LAYER } from './surveyAnswersLayer.ts';
import { surveyFormOfDesign, type SurveyDesign } from './surveyDesign.ts';
import { surveyDesignProblems } from './surveyDesignProblems.ts';
import { writeSurveyForm } from './writeSurveyForm.ts';

/**
 * The relationship from a survey's Form item to the feature service its answers go to (Survey123's name).
 *
 * @example
 * await getRelatedItems(survey.id, SURVEY_TO_SERVICE, 'forward', { portal, authentication });
 */
export const SURVEY_TO_SERVICE = 'Survey2Service';

/** A survey to publish: its Form item's id, owner and type keywords. */
export interface SurveyItemRef {
  readonly id: string;
  readonly owner: string;
  readonly typeKeywords: readonly string[];
}

/** Steps of a publish, reported as they finish (the builder shows them). */
export type PublishSurveyStep = 'service' | 'layer' | 'form' | 'link' | 'published';

/**
 * Publishes a Draft survey (issue 21): checks its design, creates the feature service its answers go to
 * (`createService`, then `addToDefinition` with {@link surveyAnswersLayer}), writes its form naming that service,
 * relates the Form item to it (`Survey2Service`) and takes the `Draft` keyword away — so the survey reads as published
 * and takes answers. A failure part way removes the service again (its relationship goes with it) and leaves the
 * survey a Draft. Answers the service's url.
 *
 * @example
 * const { serviceUrl } = await publishSurvey(survey, design, { portal, authentication }, (step) => show(step));
 */
export async function publishSurvey(
  survey: SurveyItemRef,
  design: SurveyDesign,
  options: PortalCallOptions,
  onStep: (step: PublishSurveyStep) => void = () => undefined,
): Promise<{ readonly serviceUrl: string; readonly serviceItemId: string }> {
  const problems = surveyDesignProblems(design);
  if (problems.length > 0) {
    throw new HubError(
      'INVALID_SURVEY',
      `The survey cannot be published yet: ${problems.map((p) => p.key).join(', ')}.`,
    );
  }
  const owner = encodeURIComponent(survey.owner);
  const created = await portalRequest<{ serviceItemId: string; serviceurl: string }>(
    `content/users/${owner}/createService`,
    {
      ...options,
      httpMethod: 'POST',
      params: {
        outputType: 'featureService',
        createParameters: JSON.stringify({ name: `survey_${survey.id}`, serviceDescription: 'Answers to a survey' }),
      },
    },
  );
  onStep('service');
  try {
    const adminUrl = `${created.serviceurl.replace('/rest/services/', '/rest/admin/services/')}/addToDefinition`;
    const token = typeof options.authentication === 'string' ? options.authentication : undefined;
    try {
      await request(adminUrl, {
        httpMethod: 'POST',
        params: {
          f: 'json',
          addToDefinition: JSON.stringify({ layers: [surveyAnswersLayer(design)] }),
          ...(token ? { token } : {}),
        },
        ...(options.authentication && !token ? { authentication: options.authentication } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      throw toPortalRequestError(error, adminUrl);
    }
    onStep('layer');
    const serviceUrl = `${created.serviceurl}/0`;
    await writeSurveyForm(survey, surveyFormOfDesign(design, { layerName: SURVEY_ANSWERS_LAYER, serviceUrl }), options);
    onStep('form');
    await changeItemRelationship(
      'add',
      { originItemId: survey.id, destinationItemId: created.serviceItemId, relationshipType: SURVEY_TO_SERVICE },
      survey.owner,
      options,
    );
    onStep('link');
    await portalRequest(`content/users/${owner}/items/${encodeURIComponent(survey.id)}/update`, {
      ...options,
      httpMethod: 'POST',
      params: { typeKeywords: survey.typeKeywords.filter((keyword) => keyword !== 'Draft').join(',') },
    });
    onStep('published');
    return { serviceUrl, serviceItemId: created.serviceItemId };
  } catch (error) {
    await portalRequest(`content/users/${owner}/items/${encodeURIComponent(created.serviceItemId)}/delete`, {
      ...options,
      httpMethod: 'POST',
    }).catch(() => undefined);
    throw error;
  }
}
