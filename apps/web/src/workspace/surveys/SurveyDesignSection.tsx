import type { HubSurvey } from '@plaza/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { SurveyBuilder } from './SurveyBuilder.tsx';
import { useStoredSurveyForm, type StoredSurveyForm } from './useStoredSurveyForm.ts';

/** The survey's details pane section (issue 21): its stored form read, then its builder (started again after a save). */
export function SurveyDesignSection({
  survey,
  session,
}: {
  readonly survey: HubSurvey;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [stored, reload] = useStoredSurveyForm(survey, session);
  const [saved, setSaved] = useState(false);
  // The builder stays while the saved form is read again, so what was typed never blinks away.
  const last = useRef<StoredSurveyForm | undefined>(undefined);
  if (stored.status === 'done') last.current = stored.value;
  const value = stored.status === 'done' ? stored.value : last.current;
  if (value && !value.editable) return <p className="workspace-muted">{t('surveyBuilder.otherTool')}</p>;
  if (value) {
    return (
      <SurveyBuilder
        key={`${value.published}:${JSON.stringify(value.design)}`}
        survey={survey}
        stored={value}
        session={session}
        saved={saved}
        onSaved={() => {
          setSaved(true);
          reload();
        }}
      />
    );
  }
  if (stored.status === 'loading') return <p className="workspace-muted">{t('surveyBuilder.loading')}</p>;
  return <ErrorNotice message={stored.status === 'failed' ? stored.message : undefined} />;
}
