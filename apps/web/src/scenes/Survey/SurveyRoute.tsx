import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { SurveyForm } from './components/SurveyForm.tsx';
import type { SurveyData } from './surveyLoader.ts';

/** The loader, in a chunk of its own (ADR 0085). */
export const loader = (args: LoaderFunctionArgs): Promise<SurveyData> =>
  import('./surveyLoader.ts').then((m) => m.surveyLoader(args));

/** `/feedback/surveys/{id}`: a survey's public page (issue 21) — its texts, and its form while it is open. */
export function Component() {
  const { view } = useLoaderData<SurveyData>();
  const { t } = useTranslation();
  return (
    <article className="content-page survey-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge family-badge--feedback">{t('family.feedback')}</span>
          {view.status !== 'open' ? (
            <span className="status-badge status-badge--closed">{t(`survey.status.${view.status}`)}</span>
          ) : null}
        </p>
        <h1 className="content-header__title" dir="auto">
          {view.title}
        </h1>
        {view.summary ? (
          <p className="lead" dir="auto">
            {view.summary}
          </p>
        ) : null}
      </header>
      <div className="survey-body">
        {view.headerHtml ? (
          <div className="rich-text survey-header" dir="auto" dangerouslySetInnerHTML={{ __html: view.headerHtml }} />
        ) : null}
        {view.subHeaderHtml ? (
          <div
            className="rich-text survey-subheader"
            dir="auto"
            dangerouslySetInnerHTML={{ __html: view.subHeaderHtml }}
          />
        ) : null}
        {view.status === 'open' && view.serviceUrl ? (
          <SurveyForm view={view} />
        ) : (
          <p className="survey-closed" role="status" data-testid="survey-not-open">
            {view.status === 'draft' ? t('survey.notPublished') : t('survey.closed')}
          </p>
        )}
        {view.footerHtml ? (
          <div className="rich-text survey-footer" dir="auto" dangerouslySetInnerHTML={{ __html: view.footerHtml }} />
        ) : null}
      </div>
    </article>
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as SurveyData).view.title,
  description: ({ data }) => (data as SurveyData).view.summary,
  tracked: (data) => ({ itemId: (data as SurveyData).view.id }),
};
