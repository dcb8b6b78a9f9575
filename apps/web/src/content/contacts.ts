/** Someone to ask about an initiative: a name, and how to reach them (spec 1 §3 Initiative `contacts`). */
export interface Contact {
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * The contacts an entity stores, read defensively: records with at least a name or an email, each field text, an
 * email kept only when it looks like one (it becomes a `mailto:` link).
 *
 * @example
 * readContacts([{ name: 'Ana Ruiz', email: 'ana@city.example' }, 'junk']); // one contact
 */
export function readContacts(value: unknown): Contact[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((record): Contact[] => {
    if (typeof record !== 'object' || record === null) return [];
    const r = record as Record<string, unknown>;
    const email = text(r.email, 254);
    const contact = {
      name: text(r.name, 120),
      role: text(r.role, 120),
      email: /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : '',
      phone: text(r.phone, 40),
    };
    return contact.name || contact.email ? [contact] : [];
  });
}
