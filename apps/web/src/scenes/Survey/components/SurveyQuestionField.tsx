import { isMapKind, type SurveyAnswerProblem, type SurveyDesignQuestion } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import type { MapAnswer } from '../surveyAnswerDraft.ts';
import { MapAnswerField } from './MapAnswerField.tsx';

/**
 * One question of the answering form: its label (marked when required), its help, its field, and the problem with the
 * answer right under it, tied to the field with `aria-describedby` and `aria-invalid`.
 */
export function SurveyQuestionField({
  scope,
  question,
  value,
  onChange,
  problem,
  area,
}: {
  /** Prefix of this form's element ids. */
  readonly scope: string;
  readonly question: SurveyDesignQuestion;
  readonly value: string | readonly string[] | MapAnswer;
  readonly onChange: (value: string | readonly string[] | MapAnswer) => void;
  readonly problem: SurveyAnswerProblem['key'] | undefined;
  readonly area: readonly [number, number, number, number] | null;
}) {
  const { t } = useTranslation();
  const testId = `answer-${question.fieldName}`;
  const id = `${scope}${testId}`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [question.help ? helpId : '', problem ? errorId : ''].filter(Boolean).join(' ');
  const invalid = problem !== undefined;
  const label = (
    <>
      <span dir="auto">{question.label}</span>
      {question.required ? <span className="survey-required"> {t('survey.answer.required')}</span> : null}
    </>
  );
  const help = question.help ? (
    <p id={helpId} className="survey-question__help" dir="auto">
      {question.help}
    </p>
  ) : null;
  const error = problem ? (
    <p id={errorId} className="form-error survey-question__error">
      {t(`survey.answer.problem.${problem}`)}
    </p>
  ) : null;
  const text = typeof value === 'string' ? value : '';
  const common = {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': question.required || undefined,
  };

  if (question.kind === 'singleChoice' || question.kind === 'multipleChoice') {
    const chosen = typeof value === 'string' ? (value ? [value] : []) : (value as readonly string[]);
    const single = question.kind === 'singleChoice';
    return (
      <fieldset
        className="survey-question"
        id={id}
        tabIndex={-1}
        // A radio group may be required; a group of checkboxes only says where its problem is written.
        {...(single ? { role: 'radiogroup', ...common } : { 'aria-describedby': common['aria-describedby'] })}
        data-testid={testId}
      >
        <legend>{label}</legend>
        {help}
        {question.choices.map((choice, index) => (
          <label key={choice} className="survey-choice">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={id}
              id={`${id}-${index}`}
              checked={chosen.includes(choice)}
              onChange={(event) =>
                onChange(
                  single
                    ? choice
                    : event.target.checked
                      ? [...chosen, choice]
                      : chosen.filter((other) => other !== choice),
                )
              }
            />{' '}
            <span dir="auto">{choice}</span>
          </label>
        ))}
        {error}
      </fieldset>
    );
  }

  if (isMapKind(question.kind)) {
    return (
      <fieldset className="survey-question" data-testid={testId}>
        <legend>{label}</legend>
        {help}
        <MapAnswerField
          id={id}
          question={question}
          value={value as MapAnswer}
          onChange={onChange}
          area={area}
          describedBy={describedBy}
          invalid={invalid}
        />
        {error}
      </fieldset>
    );
  }

  return (
    <div className="survey-question" data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      {help}
      {question.kind === 'longText' ? (
        <textarea
          id={id}
          rows={4}
          maxLength={4000}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      ) : (
        <input
          id={id}
          type={question.kind === 'date' ? 'date' : 'text'}
          inputMode={question.kind === 'number' ? 'decimal' : undefined}
          maxLength={question.kind === 'shortText' ? 255 : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      )}
      {error}
    </div>
  );
}
