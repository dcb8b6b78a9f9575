import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SurveyForm } from '../../scenes/Survey/components/SurveyForm.tsx';
import type { CardResults } from '../cardResults.ts';

/**
 * A survey card (issue 21): the survey's title and introduction, and its form to answer right there while it is open
 * (else why not), with a link to the survey's own page. A survey that is gone or not the reader's to see says so.
 */
export function SurveyCard({ results }: { readonly results: CardResults | undefined }) {
  const { t } = useTranslation();
  const view = results?.survey;
  if (!view) {
    return (
      <section className="card survey-card">
        <p className="workspace-muted">{t('survey.card.missing')}</p>
      </section>
    );
  }
  const headingId = `survey-card-${view.id}`;
  return (
    <section className="card survey-card" aria-labelledby={headingId} data-testid="survey-card">
      <h2 id={headingId} dir="auto">
        <Link to={`/feedback/surveys/${view.id}`}>{view.title}</Link>
      </h2>
      {view.subHeaderHtml ? (
        <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.subHeaderHtml }} />
      ) : null}
      {view.status === 'open' && view.serviceUrl ? (
        <SurveyForm view={view} />
      ) : (
        <p className="survey-closed" role="status">
          {view.status === 'draft' ? t('survey.notPublished') : t('survey.closed')}
        </p>
      )}
    </section>
  );
}
