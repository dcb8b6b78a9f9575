import type { HubInitiative } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readContacts, type Contact } from '../../content/contacts.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';

const EMPTY: Contact = { name: '', role: '', email: '', phone: '' };
const FIELDS = ['name', 'role', 'email', 'phone'] as const;

/**
 * Who to ask about an initiative (issue 20, spec 1 §3 contacts): each with a name, a role, an email and a phone; added,
 * changed and removed here, saved together. Its page lists them, an email as a link.
 */
export function ContactsEditor({
  initiative,
  session,
}: {
  readonly initiative: HubInitiative;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const id = useId();
  const stored = readContacts(initiative.contacts);
  const [contacts, setContacts] = useState<Contact[]>(stored);
  const { state, save } = useSaveEntity(session);
  const dirty = JSON.stringify(contacts) !== JSON.stringify(stored);
  const set = (index: number, field: keyof Contact, value: string) =>
    setContacts(contacts.map((c, i) => (i === index ? { ...c, [field]: value } : c)));
  return (
    <section className="workspace-block" aria-labelledby={`${id}-title`} data-testid="contacts-editor">
      <h3 id={`${id}-title`}>{t('contacts.title')}</h3>
      {contacts.length === 0 ? <p className="workspace-muted">{t('contacts.none')}</p> : null}
      {contacts.map((contact, index) => (
        <fieldset key={index} className="contact-editor">
          <legend>{contact.name || t('contacts.numbered', { n: index + 1 })}</legend>
          {FIELDS.map((field) => (
            <label key={field} className="contact-editor__field">
              {t(`contacts.${field}`)}
              <input
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                value={contact[field]}
                maxLength={field === 'email' ? 254 : 120}
                onChange={(event) => set(index, field, event.target.value)}
              />
            </label>
          ))}
          <calcite-button
            appearance="outline"
            kind="danger"
            scale="s"
            label={t('contacts.removeNamed', { name: contact.name || t('contacts.numbered', { n: index + 1 }) })}
            onClick={() => setContacts(contacts.filter((_, i) => i !== index))}
          >
            {t('contacts.remove')}
          </calcite-button>
        </fieldset>
      ))}
      <calcite-button appearance="outline" icon-start="plus" onClick={() => setContacts([...contacts, EMPTY])}>
        {t('contacts.add')}
      </calcite-button>
      <SaveBar
        state={state}
        dirty={dirty}
        onSave={() => void save({ kind: 'initiative', entity: { ...initiative, contacts: readContacts(contacts) } })}
        onDiscard={() => setContacts(stored)}
        label={t('contacts.save')}
      />
    </section>
  );
}
