import {
  publishSurvey,
  type HubSurvey,
  type PublishSurveyStep,
  type SurveyDesign,
  type SurveyDesignProblem,
} from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';

const STEPS: readonly PublishSurveyStep[] = ['service', 'layer', 'form', 'link', 'published'];

/**
 * Publishing a Draft survey (issue 21): what still stops it, listed; then core's `publishSurvey` (its answers layer,
 * its form, the relationship, the Draft keyword away) with each step ticked off as it finishes. A failure says why and
 * leaves the survey a Draft with nothing half-made.
 */
export function SurveyPublish({
  survey,
  design,
  problems,
  session,
}: {
  readonly survey: HubSurvey;
  readonly design: SurveyDesign;
  readonly problems: readonly SurveyDesignProblem[];
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [done, setDone] = useState<readonly PublishSurveyStep[]>([]);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const general = problems.filter((problem) => problem.question === undefined);
  const questionProblems = problems.length - general.length;

  const publish = async () => {
    setRunning(true);
    setFailure(undefined);
    setDone([]);
    try {
      await publishSurvey(survey, design, { portal: session.options.portal, authentication: session.handle }, (step) =>
        setDone((steps) => [...steps, step]),
      );
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
      setDone([]);
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="survey-publish" aria-labelledby="survey-publish-title" data-testid="survey-publish">
      <h4 id="survey-publish-title">{t('surveyBuilder.publish.title')}</h4>
      <p className="workspace-muted">{t('surveyBuilder.publish.intro')}</p>
      {problems.length > 0 ? (
        <ul className="form-error" data-testid="survey-problems">
          {general.map((problem) => (
            <li key={problem.key}>{t(`surveyBuilder.problem.${problem.key}`)}</li>
          ))}
          {questionProblems > 0 ? (
            <li>{t('surveyBuilder.publish.questionProblems', { count: questionProblems })}</li>
          ) : null}
        </ul>
      ) : null}
      <calcite-button
        onClick={() => void publish()}
        disabled={problems.length > 0 || running}
        loading={running}
        iconStart="check"
      >
        {t('surveyBuilder.publish.button')}
      </calcite-button>
      {running || done.length > 0 ? (
        <ol className="survey-publish__steps" aria-live="polite">
          {STEPS.map((step) => (
            <li key={step} data-done={done.includes(step) || undefined}>
              {done.includes(step) ? '✓ ' : ''}
              {t(`surveyBuilder.publish.step.${step}`)}
            </li>
          ))}
        </ol>
      ) : null}
      <ErrorNotice message={failure} />
    </section>
  );
}
