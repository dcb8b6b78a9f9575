import type { HubSurvey, SurveyDesign } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';
import { saveStoredDesign, useStoredSurveyForm } from './useStoredSurveyForm.ts';

/**
 * Who may answer a survey and whether it takes answers now (issue 21): open or closed (a closed survey refuses every
 * answer, at the feature service), how many answers one person may send (0 for no limit), and — from its sharing — who
 * may answer: anyone who can see the survey, so sharing it with everyone takes anonymous answers.
 */
export function SurveyAnsweringSettings({
  survey,
  session,
}: {
  readonly survey: HubSurvey;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [stored, reload] = useStoredSurveyForm(survey, session);
  const action = useAction();
  const [max, setMax] = useState<string>();
  if (stored.status !== 'done') {
    return <ErrorNotice message={stored.status === 'failed' ? stored.message : undefined} />;
  }
  const { design, serviceUrl, editable } = stored.value;
  if (!editable) {
    return (
      <section className="workspace-block" aria-labelledby="survey-answering-title" data-testid="survey-answering">
        <h3 id="survey-answering-title">{t('surveyAnswering.title')}</h3>
        <p>{design.open ? t('surveyAnswering.isOpen') : t('surveyAnswering.isClosed')}</p>
        <p className="workspace-muted">{t('surveyBuilder.otherTool')}</p>
      </section>
    );
  }
  const write = (next: SurveyDesign) =>
    action.run(async () => {
      await saveStoredDesign(survey, { serviceUrl }, next, session);
      reload();
    });
  const typedMax = max ?? String(design.maxAnswers);
  const maxValid = /^\d{1,6}$/.test(typedMax);
  return (
    <section className="workspace-block" aria-labelledby="survey-answering-title" data-testid="survey-answering">
      <h3 id="survey-answering-title">{t('surveyAnswering.title')}</h3>
      <p data-testid="survey-open-state">{design.open ? t('surveyAnswering.isOpen') : t('surveyAnswering.isClosed')}</p>
      <calcite-button
        appearance="outline"
        onClick={() => void write({ ...design, open: !design.open })}
        disabled={action.busy}
        loading={action.busy}
      >
        {design.open ? t('surveyAnswering.close') : t('surveyAnswering.open')}
      </calcite-button>
      <p>
        <label htmlFor="survey-max-answers">{t('surveyAnswering.maxAnswers')}</label>{' '}
        <input
          id="survey-max-answers"
          inputMode="numeric"
          value={typedMax}
          aria-invalid={!maxValid || undefined}
          aria-describedby="survey-max-answers-hint"
          onChange={(event) => setMax(event.target.value)}
        />{' '}
        <calcite-button
          appearance="outline"
          scale="s"
          disabled={!maxValid || Number(typedMax) === design.maxAnswers || action.busy}
          onClick={() => void write({ ...design, maxAnswers: Number(typedMax) })}
        >
          {t('workspace.save')}
        </calcite-button>
      </p>
      <p id="survey-max-answers-hint" className="workspace-muted">
        {t('surveyAnswering.maxAnswersHint')}
      </p>
      <p>{t(`surveyAnswering.who.${survey.access}`)}</p>
      <ErrorNotice message={action.failure} />
    </section>
  );
}
