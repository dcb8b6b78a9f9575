import { updateEntity } from '@plaza/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';
import type { AdvancedEditData } from './advancedEditLoader.ts';
import { editableSiteJson, lineDiff, readSiteJson, type DiffLine, type JsonProblem } from './siteJson.ts';

type Step =
  | { readonly kind: 'editing' }
  | { readonly kind: 'problems'; readonly problems: readonly JsonProblem[] }
  | { readonly kind: 'review'; readonly diff: readonly DiffLine[]; readonly save: () => Promise<void> }
  | { readonly kind: 'saved' };

/**
 * `/edit/advanced` (issue 23): a site's JSON in a text box; "Review changes" reads it — a syntax error is located (line
 * and column, the caret put there), a field the schema refuses is named — and shows what changes, line by line, before
 * "Save" writes it through core's `updateEntity`. Nothing is written until the review is accepted.
 */
export function AdvancedEditor({ data }: { readonly data: AdvancedEditData }) {
  const { t } = useTranslation();
  const site = data.target.entity;
  const stored = editableSiteJson(site);
  const [text, setText] = useState(stored);
  const [step, setStep] = useState<Step>({ kind: 'editing' });
  const action = useAction();
  const box = useRef<HTMLTextAreaElement>(null);

  const review = () => {
    const reading = readSiteJson(text, site);
    if (!reading.ok) {
      setStep({ kind: 'problems', problems: reading.problems });
      const at = reading.problems[0]?.offset;
      if (at !== undefined && box.current) {
        box.current.focus();
        box.current.setSelectionRange(at, at);
      }
      return;
    }
    setStep({
      kind: 'review',
      diff: lineDiff(stored, reading.json),
      save: async () => {
        // The text becomes the site as stored (its new modified date too), so a next change starts from it.
        setText(editableSiteJson(await updateEntity('site', reading.site, data.session.options)));
        setStep({ kind: 'saved' });
      },
    });
  };
  return (
    <div className="workspace-page" data-testid="advanced-editor">
      <header className="workspace-page__header">
        <p className="workspace-muted">
          <Link to={`/workspace/sites/${site.id}/settings`}>{site.name}</Link>
        </p>
        <h1>{t('advancedEdit.title')}</h1>
        <p className="workspace-muted" id="advanced-hint">
          {t('advancedEdit.hint')}
        </p>
      </header>
      <label htmlFor="advanced-json">{t('advancedEdit.label')}</label>
      <textarea
        id="advanced-json"
        ref={box}
        className="advanced-json"
        value={text}
        spellCheck={false}
        rows={24}
        aria-describedby={step.kind === 'problems' ? 'advanced-problems' : 'advanced-hint'}
        aria-invalid={step.kind === 'problems' || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (step.kind !== 'editing') setStep({ kind: 'editing' });
        }}
      />
      <p className="workspace-actions">
        <calcite-button onClick={review} data-testid="advanced-review">
          {t('advancedEdit.review')}
        </calcite-button>
        <calcite-button
          appearance="outline"
          disabled={text === stored}
          onClick={() => {
            setText(stored);
            setStep({ kind: 'editing' });
          }}
        >
          {t('workspace.discard')}
        </calcite-button>
      </p>
      {step.kind === 'problems' ? (
        <div id="advanced-problems" role="alert" className="advanced-problems">
          <p>{t('advancedEdit.problems')}</p>
          <ul>
            {step.problems.map((problem, index) => (
              <li key={index}>
                {problem.code
                  ? t(`advancedEdit.problem.${problem.code}`, { field: problem.field })
                  : problem.line !== undefined
                    ? t('advancedEdit.at', { line: problem.line, column: problem.column, message: problem.message })
                    : problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {step.kind === 'review' ? (
        <section aria-labelledby="advanced-diff-title" data-testid="advanced-diff">
          <h2 id="advanced-diff-title">{t('advancedEdit.diffTitle')}</h2>
          {step.diff.length === 0 ? (
            <p>{t('advancedEdit.noChange')}</p>
          ) : (
            <>
              <pre className="advanced-diff">
                {step.diff.map((line, index) => (
                  <span key={index} className={`advanced-diff__${line.kind}`}>
                    {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
                    {line.text}
                    {'\n'}
                  </span>
                ))}
              </pre>
              <calcite-button disabled={action.busy} loading={action.busy} onClick={() => void action.run(step.save)}>
                {t('advancedEdit.save')}
              </calcite-button>
            </>
          )}
        </section>
      ) : null}
      {step.kind === 'saved' ? <p role="status">{t('advancedEdit.saved')}</p> : null}
      <ErrorNotice message={action.failure} />
    </div>
  );
}
