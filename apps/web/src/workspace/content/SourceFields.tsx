import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftProblem } from './contentDraft.ts';
import { ADDABLE_EXTENSIONS } from './detectItemType.ts';
import { formatSize } from '../../components/formatSize.ts';

/** The kinds of source: a file, a URL the portal fetches, a link it only points to. */
export type SourceKind = 'file' | 'url' | 'link';

/**
 * Step 1, the source: a file of the person's (any of the known formats, at most 100 MB) or an http(s) web address
 * the portal fetches. The chosen file stays chosen while the other kind is looked at.
 */
export function SourceFields({
  kind,
  file,
  url,
  problems,
  disabled,
  onKind,
  onFile,
  onUrl,
}: {
  readonly kind: SourceKind;
  readonly file: File | undefined;
  readonly url: string;
  readonly problems: readonly DraftProblem[];
  readonly disabled: boolean;
  readonly onKind: (kind: SourceKind) => void;
  readonly onFile: (file: File) => void;
  readonly onUrl: (url: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const fileMissing = problems.includes('file');
  const urlProblem = problems.find((problem) => problem === 'url' || problem === 'urlScheme');
  return (
    <section className="workspace-section" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('addContent.source.title')}</h2>
      {/* Each radio is disabled itself: the group's own `disabled` stays on its radios once it is lifted. */}
      <calcite-radio-button-group
        name="add-content-source"
        labelText={t('addContent.source.label')}
        layout="horizontal"
        oncalciteRadioButtonGroupChange={(event) => {
          const value = String(event.target.selectedItem.value);
          if (value === 'file' || value === 'url' || value === 'link') onKind(value);
        }}
      >
        {(['file', 'url', 'link'] as const).map((option) => (
          <calcite-label key={option} layout="inline">
            <calcite-radio-button
              value={option}
              checked={kind === option}
              disabled={disabled}
              data-testid={`source-${option}`}
            />
            {t(`addContent.source.${option}`)}
          </calcite-label>
        ))}
      </calcite-radio-button-group>
      {kind === 'file' ? (
        <div className="add-content__file">
          <label htmlFor={inputId}>{t('addContent.source.chooseFile')}</label>
          <input
            id={inputId}
            type="file"
            accept={ADDABLE_EXTENSIONS}
            disabled={disabled}
            aria-describedby={`${inputId}-hint${fileMissing ? ` ${inputId}-missing` : ''}`}
            aria-invalid={fileMissing}
            data-testid="source-file-input"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) onFile(chosen);
            }}
          />
          <p id={`${inputId}-hint`} className="workspace-muted">
            {file ? (
              <>
                {/* The name keeps its own direction inside a sentence of the other one. */}
                <bdi data-testid="source-file-name">{file.name}</bdi> ({formatSize(file.size, i18n.language)})
              </>
            ) : (
              t('addContent.source.fileHint')
            )}
          </p>
          {fileMissing ? (
            <p id={`${inputId}-missing`} className="add-content__invalid">
              {t('addContent.problems.file')}
            </p>
          ) : null}
        </div>
      ) : (
        <calcite-input-text
          label={t(kind === 'link' ? 'addContent.source.linkLabel' : 'addContent.source.urlLabel')}
          labelText={t(kind === 'link' ? 'addContent.source.linkLabel' : 'addContent.source.urlLabel')}
          placeholder="https://"
          value={url}
          disabled={disabled}
          required
          status={urlProblem ? 'invalid' : 'idle'}
          validationMessage={urlProblem ? t(`addContent.problems.${urlProblem}`) : ''}
          oncalciteInputTextInput={(event) => onUrl(event.target.value)}
          data-testid="source-url-input"
        />
      )}
    </section>
  );
}
