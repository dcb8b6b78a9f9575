import type { SurveyDesignQuestion } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../../components/map/LocationPicker.tsx';
import type { MapAnswer } from '../surveyAnswerDraft.ts';

/**
 * The map question's answer (issue 21): a point is placed on the map with the pointer, or from the keyboard by
 * panning with the arrow keys and "Use the centre of the map", or typed as latitude and longitude; a line or an area
 * is typed as its positions, one "latitude, longitude" per line (the map shows where the survey asks about).
 */
export function MapAnswerField({
  question,
  value,
  onChange,
  area,
  describedBy,
  invalid,
}: {
  readonly question: SurveyDesignQuestion;
  readonly value: MapAnswer;
  readonly onChange: (value: MapAnswer) => void;
  readonly area: readonly [number, number, number, number] | null;
  readonly describedBy: string;
  readonly invalid: boolean;
}) {
  const { t } = useTranslation();
  const id = `answer-${question.fieldName}`;
  if (question.kind !== 'point') {
    return (
      <textarea
        id={id}
        rows={5}
        value={value.positions}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('survey.answer.positionsExample')}
        onChange={(event) => onChange({ ...value, positions: event.target.value })}
      />
    );
  }
  return (
    <div className="survey-map-answer">
      <LocationPicker
        latitude={value.latitude}
        longitude={value.longitude}
        onChange={(latitude, longitude) => onChange({ ...value, latitude, longitude })}
        label={t('survey.answer.mapLabel', { question: question.label })}
        hint={t('survey.answer.mapHint')}
        testId={`${id}-picker`}
        area={area}
      />
      <p className="survey-map-answer__coordinates">
        <label htmlFor={`${id}-lat`}>{t('survey.answer.latitude')}</label>
        <input
          id={`${id}-lat`}
          inputMode="decimal"
          value={value.latitude}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange({ ...value, latitude: event.target.value })}
        />
        <label htmlFor={`${id}-lon`}>{t('survey.answer.longitude')}</label>
        <input
          id={`${id}-lon`}
          inputMode="decimal"
          value={value.longitude}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange({ ...value, longitude: event.target.value })}
        />
      </p>
    </div>
  );
}
