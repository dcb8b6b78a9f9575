import { addGroupUsers, searchUsers, type PortalUser } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';

type Outcome =
  | { readonly kind: 'added'; readonly username: string }
  | { readonly kind: 'invited'; readonly username: string }
  | { readonly kind: 'notAdded'; readonly username: string };

/**
 * Finds people by name or username and adds them as members or group admins. People of an organisation that does not
 * trust the group's are invited instead; those who cannot join (another organisation for an org-only group, at their
 * group limit) are named, and nothing else changes.
 */
export function AddMembers({ data, onAdded }: { readonly data: GroupWorkspaceData; readonly onAdded: () => void }) {
  const { t } = useTranslation();
  const { group, session } = data;
  const call = { portal: session.options.portal, authentication: session.handle };
  const [text, setText] = useState('');
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const [found, setFound] = useState<readonly PortalUser[]>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  const find = async () => {
    const words = text.trim().replace(/["\\]/g, ' ');
    if (!words) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const page = await searchUsers({ q: words, num: 10 }, call);
      setFound(page.results);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const add = async (username: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await addGroupUsers(
        group.id,
        role === 'admin' ? { admins: [username] } : { users: [username] },
        call,
      );
      const kind = answer.invited?.includes(username)
        ? 'invited'
        : answer.notAdded.includes(username)
          ? 'notAdded'
          : 'added';
      setOutcome({ kind, username });
      if (kind === 'added') onAdded();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="workspace-block" aria-labelledby="group-add" data-testid="group-add-members">
      <h3 id="group-add">{t('groupWorkspace.add.title')}</h3>
      <form
        className="group-add__form"
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <calcite-input-text
          label={t('groupWorkspace.add.find')}
          labelText={t('groupWorkspace.add.find')}
          value={text}
          oncalciteInputTextInput={(event) => setText(event.target.value)}
          data-testid="group-add-search"
        />
        <calcite-select
          label={t('groupWorkspace.add.role')}
          labelText={t('groupWorkspace.add.role')}
          value={role}
          oncalciteSelectChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'member')}
        >
          <calcite-option value="member" selected={role === 'member'}>
            {t('groupWorkspace.memberType.member')}
          </calcite-option>
          <calcite-option value="admin" selected={role === 'admin'}>
            {t('groupWorkspace.memberType.admin')}
          </calcite-option>
        </calcite-select>
        <calcite-button type="submit" iconStart="search" disabled={busy || !text.trim()}>
          {t('groupWorkspace.add.search')}
        </calcite-button>
      </form>
      {found ? (
        found.length === 0 ? (
          <p className="workspace-muted">{t('groupWorkspace.add.none')}</p>
        ) : (
          <ul className="group-people" aria-label={t('groupWorkspace.add.results')}>
            {found.map((user) => (
              <li key={user.username} className="group-people__row">
                <span className="group-people__who">
                  <strong dir="auto">{user.fullName || user.username}</strong>
                  <span className="workspace-muted">{user.username}</span>
                </span>
                <calcite-button
                  scale="s"
                  iconStart="user-plus"
                  disabled={busy}
                  onClick={() => void add(user.username)}
                  label={t('groupWorkspace.add.addUser', { user: user.username })}
                  data-testid={`group-add-${user.username}`}
                >
                  {t('groupWorkspace.add.add')}
                </calcite-button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <p role="status" aria-live="polite" className="save-bar__status" data-testid="group-add-outcome">
        {outcome ? t(`groupWorkspace.add.${outcome.kind}`, { user: outcome.username }) : ''}
      </p>
      <ErrorNotice message={failure} />
    </section>
  );
}
