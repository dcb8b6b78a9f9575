import { getItemSiteRelativeRoute, type ChosenItemAccess } from '@plaza/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddContentSite } from './addContentLoader.ts';
import { Link } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { explainFetchFailure } from './explainFetchFailure.ts';
import { accessLevelsFor } from './accessLevelsFor.ts';
import { checkContentDraft, type ContentDraft, type DraftProblem } from './contentDraft.ts';
import { detectItemType, detectLinkType } from './detectItemType.ts';
import { DetailsFields } from './DetailsFields.tsx';
import { HostedLayerPublish } from './HostedLayerPublish.tsx';
import { publishFileType } from './publishHostedLayer.ts';
import { PublishProgress } from './PublishProgress.tsx';
import { publishContent, ShareAfterAddError, type AddedItem, type PublishResult } from './publishContent.ts';
import { shareableGroups } from './shareableGroups.ts';
import { SharingFields } from './SharingFields.tsx';
import { SourceFields, type SourceKind } from './SourceFields.tsx';
import { titleFromFileName } from './titleFromFileName.ts';
import './addContent.css';

/** The field of each problem, by test id. */
const PROBLEM_FIELDS: Readonly<Record<DraftProblem, string>> = {
  file: 'source-file-input',
  url: 'source-url-input',
  urlScheme: 'source-url-input',
  type: 'content-type-select',
  title: 'content-title',
};

/**
 * Adds a file or a web address as an item (ADR 0108), in steps on one screen: source, type, details, sharing, then
 * publish with the upload's progress. A refusal is shown in place in the portal's words and nothing typed is lost;
 * once published, the item's page on the site is one link away.
 */
export function AddContentWizard({
  session,
  site,
}: {
  readonly session: WorkspaceSession;
  /** The site it is added from: the groups of its catalog are chosen, so it lands there. */
  readonly site?: AddContentSite;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const user = session.context.currentUser;
  const levels = useMemo(() => accessLevelsFor(user), [user]);
  const groups = useMemo(() => shareableGroups(user), [user]);
  const [kind, setKind] = useState<SourceKind>('file');
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState('');
  const [type, setType] = useState('');
  const [title, setTitle] = useState('');
  const [titleEdited, setTitleEdited] = useState(false);
  const [snippet, setSnippet] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [access, setAccess] = useState<ChosenItemAccess>('private');
  const [groupIds, setGroupIds] = useState<string[]>(() =>
    (site?.groupIds ?? []).filter((id) => groups.some((group) => group.id === id)),
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [added, setAdded] = useState<AddedItem>();
  const [result, setResult] = useState<PublishResult>();
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The first field that needs something gets the focus once its message is drawn (a new object each time).
  const [focusRequest, setFocusRequest] = useState<{ readonly problem: DraftProblem }>();
  useEffect(() => {
    if (!focusRequest) return;
    const field = formRef.current?.querySelector<HTMLElement & { setFocus?: () => Promise<void> }>(
      `[data-testid="${PROBLEM_FIELDS[focusRequest.problem]}"]`,
    );
    if (field?.setFocus) void field.setFocus();
    else field?.focus();
  }, [focusRequest]);
  useEffect(() => doneHeading.current?.focus(), [result]);

  const draft: ContentDraft = {
    source: kind === 'file' ? { kind, file } : { kind, url },
    type,
    title,
    snippet,
    tags,
    access,
    groupIds,
  };
  const problems: DraftProblem[] = tried ? checkContentDraft(draft) : [];
  const locked = busy || added !== undefined || result !== undefined;

  const takeSource = (name: string, as: SourceKind = kind) => {
    const detected = as === 'link' ? detectLinkType(name) : detectItemType(name);
    if (detected) setType(detected);
    if (!titleEdited) setTitle(titleFromFileName(name));
  };

  const publish = async () => {
    setTried(true);
    if (busy) return;
    const first = checkContentDraft(draft)[0];
    if (first) {
      setFocusRequest({ problem: first });
      return;
    }
    setBusy(true);
    setFailure(undefined);
    setProgress(0);
    try {
      const token = await session.handle.getToken(session.options.portal);
      const published = await publishContent(draft, added, {
        owner: user?.username ?? session.handle.current().username,
        portal: session.options.portal,
        token,
        calls: { portal: session.options.portal, authentication: session.handle },
        onProgress: setProgress,
      });
      setProgress(1);
      setResult(published);
    } catch (error) {
      if (error instanceof ShareAfterAddError) setAdded(error.item);
      setFailure(explainFetchFailure(t, errorMessage(error)));
      setProgress(undefined);
    } finally {
      setBusy(false);
    }
  };

  const route = result ? getItemSiteRelativeRoute(result.item) : '';
  // A CSV's or GeoJSON's rows can become a hosted layer (issue 15), for those who may publish features.
  const layerFileType = result ? publishFileType(result.item.type) : undefined;
  const canPublishLayer =
    layerFileType !== undefined && (user?.privileges ?? []).includes('portal:publisher:publishFeatures');
  return (
    <div className="workspace-page add-content">
      <header className="workspace-page__header">
        <h1>{t('addContent.title')}</h1>
        <p className="workspace-muted">{t('addContent.intro')}</p>
      </header>
      <form
        id={formId}
        ref={formRef}
        noValidate
        aria-label={t('addContent.title')}
        data-testid="add-content-form"
        onSubmit={(event) => {
          // Enter in a field (a tag, the title) must not publish: only the Publish button does.
          event.preventDefault();
        }}
      >
        <SourceFields
          kind={kind}
          file={file}
          url={url}
          problems={problems}
          disabled={locked}
          onKind={(next) => {
            setKind(next);
            const name = next === 'file' ? file?.name : url;
            if (name) takeSource(name, next);
            else if (next === 'link' || kind === 'link') setType('');
          }}
          onFile={(chosen) => {
            setFile(chosen);
            takeSource(chosen.name);
          }}
          onUrl={(next) => {
            setUrl(next);
            takeSource(next);
          }}
        />
        <DetailsFields
          link={kind === 'link'}
          type={type}
          title={title}
          snippet={snippet}
          tags={tags}
          problems={problems}
          disabled={locked}
          onType={setType}
          onTitle={(next) => {
            setTitle(next);
            setTitleEdited(true);
          }}
          onSnippet={setSnippet}
          onTags={setTags}
        />
        {site ? (
          <p className="workspace-muted" data-testid="add-content-site">
            {site.groupIds.length > 0
              ? t('addContent.intoSite.groups', { site: site.name })
              : t('addContent.intoSite.org', { site: site.name })}
          </p>
        ) : null}
        <SharingFields
          levels={levels}
          access={access}
          groups={groups}
          groupIds={groupIds}
          disabled={busy || result !== undefined}
          onAccess={setAccess}
          onGroups={setGroupIds}
        />
        <section className="workspace-section" aria-labelledby={`${formId}-publish`}>
          <h2 id={`${formId}-publish`}>{t('addContent.publish.title')}</h2>
          {added && !result ? <p className="workspace-muted">{t('addContent.publish.addedNotShared')}</p> : null}
          {progress !== undefined ? <PublishProgress kind={kind} fraction={progress} /> : null}
          <div className="add-content__failure">
            <ErrorNotice title={t('addContent.publish.failed')} message={failure} />
          </div>
          {result ? (
            <div className="add-content__done" data-testid="add-content-done">
              <h3 ref={doneHeading} tabIndex={-1}>
                {t('addContent.publish.done', { title: title.trim() })}
              </h3>
              {result.notSharedWith.length > 0 ? (
                <p className="why">{t('addContent.publish.notSharedWith', { number: result.notSharedWith.length })}</p>
              ) : null}
              <p>
                <Link to={route} data-testid="add-content-view">
                  {t('addContent.publish.view')}
                </Link>
              </p>
              <p>
                <Link to={`/workspace/content/${result.item.id}`} data-testid="add-content-manage">
                  {t('addContent.publish.manage')}
                </Link>
              </p>
              {canPublishLayer ? (
                <HostedLayerPublish
                  session={session}
                  itemId={result.item.id}
                  fileType={layerFileType}
                  owner={result.item.owner}
                  datasetHref={route}
                />
              ) : null}
            </div>
          ) : (
            <calcite-button
              loading={busy}
              disabled={busy}
              onClick={() => void publish()}
              data-testid="add-content-submit"
            >
              {t(added ? 'addContent.publish.retryShare' : 'addContent.publish.submit')}
            </calcite-button>
          )}
        </section>
      </form>
    </div>
  );
}
