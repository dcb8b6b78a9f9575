import {
  isMapKind,
  SURVEY_QUESTION_KINDS,
  type SurveyDesign,
  type SurveyDesignProblem,
  type SurveyQuestionKind,
} from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { withoutQuestion, withQuestionChange, withQuestionMoved } from './surveyDesignEdits.ts';

/**
 * One question in the builder: its kind (fixed once published), label, help, whether it must be answered and, for a
 * choice question, its choices one per line; moved up or down and removed while the survey is a Draft. Its problems
 * are written under it.
 */
export function SurveyQuestionEditor({
  design,
  index,
  locked,
  onChange,
  problems,
}: {
  readonly design: SurveyDesign;
  readonly index: number;
  readonly locked: boolean;
  readonly onChange: (design: SurveyDesign) => void;
  readonly problems: readonly SurveyDesignProblem['key'][];
}) {
  const { t } = useTranslation();
  const question = design.questions[index]!;
  const id = `survey-q-${question.fieldName}`;
  const change = (patch: Parameters<typeof withQuestionChange>[2]) =>
    onChange(withQuestionChange(design, index, patch));
  const name = question.label || t('surveyBuilder.numbered', { n: index + 1 });
  const errorId = `${id}-problems`;
  const choice = question.kind === 'singleChoice' || question.kind === 'multipleChoice';
  return (
    <fieldset className="survey-question-editor" data-testid={id}>
      <legend>
        {t('surveyBuilder.questionLegend', { n: index + 1, kind: t(`surveyBuilder.kind.${question.kind}`) })}
      </legend>
      <p>
        <label htmlFor={`${id}-label`}>{t('surveyBuilder.label')}</label>
        <input
          id={`${id}-label`}
          value={question.label}
          maxLength={255}
          aria-describedby={problems.length > 0 ? errorId : undefined}
          aria-invalid={problems.includes('noLabel') || undefined}
          onChange={(event) => change({ label: event.target.value })}
        />
      </p>
      <p>
        <label htmlFor={`${id}-kind`}>{t('surveyBuilder.kindLabel')}</label>
        <select
          id={`${id}-kind`}
          value={question.kind}
          disabled={locked}
          onChange={(event) => {
            const kind = event.target.value as SurveyQuestionKind;
            const choices = kind === 'singleChoice' || kind === 'multipleChoice' ? question.choices : [];
            change({ kind, choices, required: isMapKind(kind) || question.required });
          }}
        >
          {SURVEY_QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`surveyBuilder.kind.${kind}`)}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-help`}>{t('surveyBuilder.help')}</label>
        <input
          id={`${id}-help`}
          value={question.help}
          maxLength={500}
          onChange={(event) => change({ help: event.target.value })}
        />
      </p>
      {choice ? (
        <p>
          <label htmlFor={`${id}-choices`}>{t('surveyBuilder.choices')}</label>
          <textarea
            id={`${id}-choices`}
            rows={Math.max(3, question.choices.length)}
            value={question.choices.join('\n')}
            aria-describedby={problems.length > 0 ? errorId : undefined}
            aria-invalid={problems.includes('noChoices') || problems.includes('duplicateChoice') || undefined}
            onChange={(event) => change({ choices: event.target.value.split('\n').slice(0, 100) })}
          />
        </p>
      ) : null}
      <p>
        <label>
          <input
            type="checkbox"
            checked={question.required}
            onChange={(event) => change({ required: event.target.checked })}
          />{' '}
          {t('surveyBuilder.required')}
        </label>
      </p>
      {problems.length > 0 ? (
        <ul id={errorId} className="form-error survey-question-editor__problems">
          {problems.map((problem) => (
            <li key={problem}>{t(`surveyBuilder.problem.${problem}`)}</li>
          ))}
        </ul>
      ) : null}
      {!locked ? (
        <p className="survey-question-editor__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={index === 0}
            aria-label={t('surveyBuilder.moveUpNamed', { name })}
            onClick={() => onChange(withQuestionMoved(design, index, -1))}
          >
            {t('surveyBuilder.moveUp')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={index === design.questions.length - 1}
            aria-label={t('surveyBuilder.moveDownNamed', { name })}
            onClick={() => onChange(withQuestionMoved(design, index, 1))}
          >
            {t('surveyBuilder.moveDown')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('surveyBuilder.removeNamed', { name })}
            onClick={() => onChange(withoutQuestion(design, index))}
          >
            {t('surveyBuilder.remove')}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
