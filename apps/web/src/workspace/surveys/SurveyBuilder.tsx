import {
  isMapKind,
  SURVEY_QUESTION_KINDS,
  surveyDesignProblems,
  type HubSurvey,
  type SurveyDesign,
  type SurveyQuestionKind,
} from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';
import { SurveyAreaEditor } from './SurveyAreaEditor.tsx';
import { SurveyPublish } from './SurveyPublish.tsx';
import { SurveyQuestionEditor } from './SurveyQuestionEditor.tsx';
import { saveStoredDesign, type StoredSurveyForm } from './useStoredSurveyForm.ts';
import { withQuestion } from './surveyDesignEdits.ts';
import './surveys.css';

const TEXTS = ['header', 'subHeader', 'thankYou', 'footer'] as const;

/**
 * The survey builder (issue 21): the survey's texts, its questions (kind, label, help, required, choices; added,
 * moved, removed while it is a Draft — once published its answers layer is fixed, so only words change), the area its
 * map question asks about, saved as the Form item's form; then published (`SurveyPublish`). Problems that stop a
 * publish are listed by the publish button and written next to their question.
 */
export function SurveyBuilder({
  survey,
  stored,
  session,
  onSaved,
  saved,
}: {
  readonly survey: HubSurvey;
  readonly stored: StoredSurveyForm;
  readonly session: WorkspaceSession;
  /** Reads the stored form again after a save. */
  readonly onSaved: () => void;
  /** Whether the stored form is what was just saved here. */
  readonly saved: boolean;
}) {
  const { t } = useTranslation();
  const [design, setDesign] = useState<SurveyDesign>(stored.design);
  const [kind, setKind] = useState<SurveyQuestionKind>('shortText');
  const action = useAction();
  const dirty = JSON.stringify(design) !== JSON.stringify(stored.design);
  const problems = surveyDesignProblems(design);
  const locked = stored.published;
  const hasMap = design.questions.some((question) => isMapKind(question.kind));

  const save = async () => {
    if (await action.run(() => saveStoredDesign(survey, stored, design, session))) onSaved();
  };

  return (
    <section
      className="workspace-block survey-builder"
      aria-labelledby="survey-builder-title"
      data-testid="survey-builder"
    >
      <h3 id="survey-builder-title">{t('surveyBuilder.title')}</h3>
      <p className="workspace-muted">{locked ? t('surveyBuilder.lockedNote') : t('surveyBuilder.draftNote')}</p>

      <fieldset className="survey-builder__texts">
        <legend>{t('surveyBuilder.texts')}</legend>
        {TEXTS.map((text) => (
          <p key={text}>
            <label htmlFor={`survey-${text}`}>{t(`surveyBuilder.text.${text}`)}</label>
            <textarea
              id={`survey-${text}`}
              rows={text === 'header' ? 1 : 2}
              maxLength={2000}
              value={design[text]}
              onChange={(event) => setDesign({ ...design, [text]: event.target.value })}
            />
          </p>
        ))}
      </fieldset>

      <h4>{t('surveyBuilder.questions')}</h4>
      {design.questions.length === 0 ? <p className="workspace-muted">{t('surveyBuilder.noQuestions')}</p> : null}
      <ol className="survey-builder__questions">
        {design.questions.map((question, index) => (
          <li key={question.fieldName}>
            <SurveyQuestionEditor
              design={design}
              index={index}
              locked={locked}
              onChange={setDesign}
              problems={problems.filter((problem) => problem.question === index).map((problem) => problem.key)}
            />
          </li>
        ))}
      </ol>
      {!locked ? (
        <p className="survey-builder__add">
          <label htmlFor="survey-new-kind">{t('surveyBuilder.newKind')}</label>
          <select
            id="survey-new-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as SurveyQuestionKind)}
          >
            {SURVEY_QUESTION_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`surveyBuilder.kind.${option}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDesign(withQuestion(design, kind))}
          >
            {t('surveyBuilder.addQuestion')}
          </button>
        </p>
      ) : null}

      {hasMap ? <SurveyAreaEditor area={design.area} onChange={(area) => setDesign({ ...design, area })} /> : null}

      <div className="save-bar">
        <ErrorNotice message={action.failure} />
        <div className="save-bar__actions">
          <calcite-button
            onClick={() => void save()}
            disabled={!dirty || action.busy}
            loading={action.busy}
            iconStart="save"
          >
            {t('surveyBuilder.save')}
          </calcite-button>
          <calcite-button
            appearance="outline"
            kind="neutral"
            onClick={() => setDesign(stored.design)}
            disabled={!dirty || action.busy}
          >
            {t('workspace.discard')}
          </calcite-button>
          <span className="save-bar__status" role="status" aria-live="polite">
            {saved && !dirty ? t('workspace.saved') : dirty ? t('workspace.unsaved') : ''}
          </span>
        </div>
      </div>
      {!locked ? <SurveyPublish survey={survey} design={design} problems={problems} session={session} /> : null}
    </section>
  );
}
