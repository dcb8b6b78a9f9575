import {
  isMapKind,
  sendSurveyAnswer,
  surveyAnswerFeature,
  surveyAnswerProblems,
  type SurveyAnswerProblem,
} from '@plaza/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth.ts';
import { absoluteLayerUrl } from '../../../content/browserLayerQuery.ts';
import { answersOfDraft, EMPTY_MAP_ANSWER, type AnswerDraft, type MapAnswer } from '../surveyAnswerDraft.ts';
import type { SurveyView } from '../surveyView.ts';
import { SurveyQuestionField } from './SurveyQuestionField.tsx';

/**
 * The answering form of an open survey (issue 21): one labelled field per question, each problem written next to its
 * question (and the first one focused) before anything is sent, the answer sent to the survey's layer as the visitor
 * (signed in or not), then the survey's thank-you. A refusal keeps what was typed and says why, in the service's words.
 */
export function SurveyForm({ view }: { readonly view: SurveyView }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [draft, setDraft] = useState<AnswerDraft>({});
  const [problems, setProblems] = useState<readonly SurveyAnswerProblem[]>([]);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const { design } = view;
  // Element ids are scoped to this form: a page may hold the survey twice (its page and a card, two cards).
  const scope = useId();
  // The thank-you takes the focus once it shows, so a screen reader reads it and the keyboard starts there.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !view.serviceUrl) return;
    const answers = answersOfDraft(design, draft);
    const found = surveyAnswerProblems(design, answers);
    setProblems(found);
    setFailure(undefined);
    if (found.length > 0) {
      // The first question with a problem takes the focus; its message is read with it.
      const first = form.current?.querySelector<HTMLElement>(`[id^="${scope}answer-${found[0]!.fieldName}"]`);
      first?.focus();
      return;
    }
    setBusy(true);
    try {
      const authentication = auth.status === 'signedIn' ? auth.handle : undefined;
      // A form may name its layer root-relative (the demo's): it is on this page's origin.
      await sendSurveyAnswer(absoluteLayerUrl(view.serviceUrl), surveyAnswerFeature(design, answers), {
        ...(authentication ? { authentication } : {}),
      });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <section className="survey-thanks" aria-labelledby={`${scope}thanks`} data-testid="survey-thanks">
        <h2 id={`${scope}thanks`} tabIndex={-1} ref={thanks}>
          {t('survey.answer.thanksHeading')}
        </h2>
        {view.thankYouHtml ? (
          <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.thankYouHtml }} />
        ) : (
          <p>{t('survey.answer.thanks')}</p>
        )}
      </section>
    );
  }

  return (
    <form ref={form} className="survey-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="workspace-muted">{t('survey.answer.requiredNote')}</p>
      {design.questions.map((question) => (
        <SurveyQuestionField
          key={question.fieldName}
          scope={scope}
          question={question}
          value={draft[question.fieldName] ?? (isMapKind(question.kind) ? EMPTY_MAP_ANSWER : '')}
          onChange={(value: string | readonly string[] | MapAnswer) =>
            setDraft({ ...draft, [question.fieldName]: value })
          }
          problem={problems.find((problem) => problem.fieldName === question.fieldName)?.key}
          area={design.area}
        />
      ))}
      {failure ? (
        <p role="alert" className="form-error" data-testid="survey-failure">
          {failure}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('survey.answer.sending') : t('survey.answer.submit')}
        </button>
      </p>
    </form>
  );
}
