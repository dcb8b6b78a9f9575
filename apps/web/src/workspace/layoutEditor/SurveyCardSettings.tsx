import { hubSearch } from '@plaza/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { useAsync } from '../ui/useAsync.ts';
import type { DraftCard } from './layoutDraft.ts';

/** Surveys the picker lists: the most recently changed. */
const SURVEYS_LISTED = 50;

/**
 * A survey card's settings (issue 21): the survey, picked from those the editor can see (the most recently changed
 * Form items) or given by id or slug.
 */
export function SurveyCardSettings({
  card,
  set,
  field,
  session,
}: {
  readonly card: DraftCard;
  readonly set: (field: string, value: unknown) => void;
  readonly field: (name: string, label: string, rows?: number) => ReactNode;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [surveys] = useAsync(
    (signal) =>
      hubSearch(
        {
          targetEntity: 'item',
          filters: [{ predicates: [{ type: 'Form' }] }],
          num: SURVEYS_LISTED,
          sortField: 'modified',
          sortOrder: 'desc',
        },
        { requestOptions: { portal: session.options.portal, authentication: session.handle, signal } },
      ),
    'surveys',
  );
  const chosen = typeof card.settings.surveyId === 'string' ? card.settings.surveyId : '';
  return (
    <>
      {surveys.status === 'done' && surveys.value.results.length > 0 ? (
        <calcite-select
          label={t('editor.fields.surveyPick')}
          labelText={t('editor.fields.surveyPick')}
          value={chosen}
          oncalciteSelectChange={(event) => set('surveyId', event.target.value)}
          data-testid="setting-survey-pick"
        >
          <calcite-option value="" selected={chosen === ''}>
            {t('editor.fields.surveyNone')}
          </calcite-option>
          {surveys.value.results.map((survey) => (
            <calcite-option key={survey.id} value={survey.id} selected={chosen === survey.id}>
              {survey.name}
            </calcite-option>
          ))}
        </calcite-select>
      ) : null}
      {field('surveyId', t('editor.fields.surveyId'))}
    </>
  );
}
