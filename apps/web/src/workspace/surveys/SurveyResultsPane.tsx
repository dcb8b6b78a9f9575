import { isMapKind, queryLayer, SURVEY_CREATOR_FIELD, type HubSurvey } from '@plaza/core';
import type { FeatureCollection } from 'geojson';
import { useTranslation } from 'react-i18next';
import { MetricChart } from '../../charts/MetricChart.tsx';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import { absoluteLayerUrl } from '../../content/browserLayerQuery.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { saveFile } from '../ui/saveFile.ts';
import { useAsync } from '../ui/useAsync.ts';
import {
  answersBounds,
  answersPerDay,
  answerText,
  choiceCounts,
  latestFirst,
  surveyCsv,
  type SurveyAnswerRow,
} from './surveyResults.ts';
import { useStoredSurveyForm } from './useStoredSurveyForm.ts';
import '../telemetry/usage.css';
import './surveys.css';

/** The most answers the dashboard reads (the layer's page size); the exports say when there are more. */
const MAX_ROWS = 2000;
/** The answers the table lists. */
const TABLE_ROWS = 50;

interface Answers {
  readonly rows: readonly SurveyAnswerRow[];
  readonly geojson: FeatureCollection | undefined;
}

/**
 * A survey's results (issue 21), for those who may read its answers layer: how many answered, answers over time and
 * per choice as charts (each with its table), the answers on a map and in a table, and the answers as CSV or
 * GeoJSON. A Draft has none yet.
 */
export function SurveyResultsPane({
  survey,
  session,
}: {
  readonly survey: HubSurvey;
  readonly session: WorkspaceSession;
}) {
  const { t, i18n } = useTranslation();
  const [stored] = useStoredSurveyForm(survey, session);
  // A form may name its layer root-relative (the demo's): it is on this page's origin.
  const storedUrl = stored.status === 'done' ? stored.value.serviceUrl : undefined;
  const serviceUrl = storedUrl ? absoluteLayerUrl(storedUrl) : undefined;
  const [answers] = useAsync(
    async (signal): Promise<Answers | undefined> => {
      if (!serviceUrl) return undefined;
      const options = { authentication: session.handle, signal };
      const query = { where: '1=1', outFields: '*', orderByFields: 'OBJECTID', resultRecordCount: MAX_ROWS };
      const [page, geojson] = await Promise.all([
        queryLayer<{ features?: SurveyAnswerRow[] }>(`${serviceUrl}/query`, query, options),
        queryLayer<FeatureCollection>(
          `${serviceUrl}/query`,
          { ...query, outFields: 'OBJECTID', f: 'geojson' },
          options,
        ),
      ]);
      return { rows: page.features ?? [], geojson: geojson.features?.length ? geojson : undefined };
    },
    `${survey.id}:${serviceUrl ?? ''}`,
  );

  const heading = (
    <h2 id="pane-heading" data-testid="survey-results-heading">
      {t('surveyResults.title')}
    </h2>
  );
  if (stored.status === 'done' && !stored.value.published) {
    return (
      <section className="pane" aria-labelledby="pane-heading">
        {heading}
        <p>{t('surveyResults.draft')}</p>
      </section>
    );
  }
  if (stored.status === 'failed' || answers.status === 'failed') {
    return (
      <section className="pane" aria-labelledby="pane-heading">
        {heading}
        <ErrorNotice
          message={stored.status === 'failed' ? stored.message : answers.status === 'failed' ? answers.message : ''}
        />
      </section>
    );
  }
  if (stored.status !== 'done' || answers.status !== 'done') {
    return (
      <section className="pane" aria-labelledby="pane-heading" aria-busy="true">
        {heading}
        <p className="workspace-muted">{t('surveyResults.loading')}</p>
      </section>
    );
  }
  const { design } = stored.value;
  const rows = answers.value?.rows ?? [];
  const number = new Intl.NumberFormat(i18n.language);
  const download = (name: string, type: string, text: string) => saveFile(new Blob([text], { type }), name);
  const file = survey.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'survey';
  const textQuestions = design.questions.filter((question) => !isMapKind(question.kind));
  return (
    <section className="pane survey-results" aria-labelledby="pane-heading">
      {heading}
      <dl className="usage-report__totals">
        <div data-figure="answers">
          <dt>{t('surveyResults.count')}</dt>
          <dd data-testid="survey-answer-count">{number.format(rows.length)}</dd>
        </div>
      </dl>
      {rows.length >= MAX_ROWS ? (
        <p className="workspace-muted">{t('surveyResults.capped', { count: MAX_ROWS })}</p>
      ) : null}
      <p className="survey-results__exports">
        <button
          type="button"
          className="button button--secondary"
          disabled={rows.length === 0}
          onClick={() => download(`${file}.csv`, 'text/csv;charset=utf-8', surveyCsv(design, rows))}
        >
          {t('surveyResults.csv')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!answers.value?.geojson}
          onClick={() =>
            download(`${file}.geojson`, 'application/geo+json', JSON.stringify(answers.value?.geojson ?? {}))
          }
        >
          {t('surveyResults.geojson')}
        </button>
      </p>
      <div className="usage-report__charts">
        <MetricChart
          title={t('surveyResults.overTime')}
          chartType="bar"
          valueName={t('surveyResults.count')}
          value={
            rows.length > 0
              ? { status: 'ok', points: answersPerDay(rows, Date.now()) }
              : { status: 'failed', reason: t('surveyResults.none') }
          }
        />
        {design.questions
          .filter((question) => question.kind === 'singleChoice' || question.kind === 'multipleChoice')
          .map((question) => (
            <MetricChart
              key={question.fieldName}
              title={question.label}
              chartType="bar"
              valueName={t('surveyResults.count')}
              value={{ status: 'ok', points: choiceCounts(question, rows) }}
            />
          ))}
      </div>
      {answers.value?.geojson ? (
        <div className="survey-results__map" data-testid="survey-results-map">
          <LazyMapView
            label={t('surveyResults.map', { count: rows.length })}
            overlay={answers.value.geojson}
            bounds={answersBounds(rows, design.area)}
            height="22rem"
          />
        </div>
      ) : null}
      {rows.length > 0 ? (
        <div className="survey-results__table">
          <table className="usage-report__table" data-testid="survey-results-table">
            <caption>
              {t('surveyResults.table', { shown: Math.min(TABLE_ROWS, rows.length), count: rows.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('surveyResults.answered')}</th>
                <th scope="col">{t('surveyResults.answeredBy')}</th>
                {textQuestions.map((question) => (
                  <th scope="col" key={question.fieldName} dir="auto">
                    {question.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {latestFirst(rows)
                .slice(0, TABLE_ROWS)
                .map((row) => (
                  <tr key={String(row.attributes.OBJECTID)}>
                    <td>
                      {typeof row.attributes.CreationDate === 'number'
                        ? new Date(row.attributes.CreationDate).toLocaleString(i18n.language)
                        : ''}
                    </td>
                    <td>
                      {typeof row.attributes[SURVEY_CREATOR_FIELD] === 'string' && row.attributes[SURVEY_CREATOR_FIELD]
                        ? String(row.attributes[SURVEY_CREATOR_FIELD])
                        : t('surveyResults.anonymous')}
                    </td>
                    {textQuestions.map((question) => (
                      <td key={question.fieldName} dir="auto">
                        {answerText(question, row.attributes[question.fieldName])}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
