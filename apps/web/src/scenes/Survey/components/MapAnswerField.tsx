import type { SurveyDesignQuestion } from '@plaza/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailedRegion } from '../../../components/map/detailedRegion.ts';
import { LazyMapView } from '../../../components/map/LazyMapView.tsx';
import { areaBounds } from '../../../components/map/locationPickerBounds.ts';
import { LocationPicker } from '../../../components/map/LocationPicker.tsx';
import { positionsOf, withoutLastPosition, withPosition, type MapAnswer } from '../surveyAnswerDraft.ts';

/**
 * The map question's answer (issue 21): a point is placed on the map with the pointer, or from the keyboard by
 * panning with the arrow keys and "Use the centre of the map", or typed as latitude and longitude; a line or an area
 * is drawn position by position the same ways, each one written as a "latitude, longitude" line of the text beside
 * the map (which can also be typed).
 */
export function MapAnswerField({
  id,
  question,
  value,
  onChange,
  area,
  describedBy,
  invalid,
}: {
  /** The field's element id (scoped to its form). */
  readonly id: string;
  readonly question: SurveyDesignQuestion;
  readonly value: MapAnswer;
  readonly onChange: (value: MapAnswer) => void;
  readonly area: readonly [number, number, number, number] | null;
  readonly describedBy: string;
  readonly invalid: boolean;
}) {
  const { t } = useTranslation();
  if (question.kind !== 'point') {
    return (
      <ShapeAnswer
        id={id}
        label={t('survey.answer.mapLabel', { question: question.label })}
        closed={question.kind === 'polygon'}
        value={value}
        onChange={onChange}
        area={area}
        describedBy={describedBy}
        invalid={invalid}
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
        testId={`answer-${question.fieldName}-picker`}
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

/** A line's or an area's answer: the map (a click or "Add the centre of the map" adds a position), and its text. */
function ShapeAnswer({
  id,
  label,
  closed,
  value,
  onChange,
  area,
  describedBy,
  invalid,
}: {
  readonly id: string;
  readonly label: string;
  readonly closed: boolean;
  readonly value: MapAnswer;
  readonly onChange: (value: MapAnswer) => void;
  readonly area: readonly [number, number, number, number] | null;
  readonly describedBy: string;
  readonly invalid: boolean;
}) {
  const { t } = useTranslation();
  const centre = useRef<[number, number] | undefined>(undefined);
  const [bounds] = useState(() => areaBounds(area, detailedRegion()));
  const add = (position: [number, number]) =>
    onChange({ ...value, positions: withPosition(value.positions, position) });
  return (
    <div className="survey-map-answer">
      <p className="event-location-picker__hint">{t('survey.answer.drawHint')}</p>
      <LazyMapView
        label={label}
        bounds={bounds}
        onPick={add}
        onAreaChange={([west, south, east, north]) => {
          centre.current = [(west + east) / 2, (south + north) / 2];
        }}
        drawing={{ positions: positionsOf(value.positions), closed }}
        height="16rem"
      />
      <div className="event-location-picker__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (centre.current) add(centre.current);
          }}
        >
          {t('survey.answer.addCentre')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={value.positions.trim() === ''}
          onClick={() => onChange({ ...value, positions: withoutLastPosition(value.positions) })}
        >
          {t('survey.answer.removeLast')}
        </button>
      </div>
      <label htmlFor={id} className="survey-question__sublabel">
        {t('survey.answer.positions')}
      </label>
      <textarea
        id={id}
        rows={5}
        value={value.positions}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('survey.answer.positionsExample')}
        onChange={(event) => onChange({ ...value, positions: event.target.value })}
      />
    </div>
  );
}
