import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailedRegion } from '../../components/map/detailedRegion.ts';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import { areaBounds } from '../../components/map/locationPickerBounds.ts';

type Area = readonly [number, number, number, number];
const SIDES = ['west', 'south', 'east', 'north'] as const;
const round = (n: number) => Number(n.toFixed(5));

/**
 * The area a survey's map question asks about (issue 21): where the answering map opens, and where answers must lie.
 * Set by panning and zooming the map and "Use this view", or typed as its four edges; none leaves answers anywhere.
 */
export function SurveyAreaEditor({
  area,
  onChange,
}: {
  readonly area: Area | null;
  readonly onChange: (area: Area | null) => void;
}) {
  const { t } = useTranslation();
  const view = useRef<Area | undefined>(undefined);
  const [bounds] = useState(() => areaBounds(area, detailedRegion()));
  const [typed, setTyped] = useState<string[]>(() => (area ? area.map(String) : ['', '', '', '']));
  const type = (index: number, text: string) => {
    const next = typed.map((value, i) => (i === index ? text : value));
    setTyped(next);
    const numbers = next.map(Number);
    onChange(
      next.every((value) => value.trim() !== '') && numbers.every(Number.isFinite)
        ? (numbers as unknown as Area)
        : null,
    );
  };
  return (
    <fieldset className="survey-area-editor" data-testid="survey-area-editor">
      <legend>{t('surveyBuilder.area.title')}</legend>
      <p className="workspace-muted">{t('surveyBuilder.area.hint')}</p>
      <LazyMapView
        label={t('surveyBuilder.area.map')}
        bounds={bounds}
        onAreaChange={(next) => {
          view.current = next;
        }}
        height="14rem"
      />
      <p className="survey-area-editor__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (!view.current) return;
            const next = view.current.map(round) as unknown as Area;
            setTyped(next.map(String));
            onChange(next);
          }}
        >
          {t('surveyBuilder.area.useView')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={area === null}
          onClick={() => {
            setTyped(['', '', '', '']);
            onChange(null);
          }}
        >
          {t('surveyBuilder.area.clear')}
        </button>
      </p>
      <p className="survey-area-editor__edges">
        {SIDES.map((side, index) => (
          <label key={side}>
            {t(`surveyBuilder.area.${side}`)}
            <input inputMode="decimal" value={typed[index]} onChange={(event) => type(index, event.target.value)} />
          </label>
        ))}
      </p>
    </fieldset>
  );
}
