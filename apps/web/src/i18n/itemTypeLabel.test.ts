import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from './i18n.ts';
import { itemTypeLabel } from './itemTypeLabel.ts';

const tFor = async (locale: string) => createI18n(locale, await loadMessages(locale)).t;

describe('itemTypeLabel', () => {
  it('names a known type in the language, and a web page plainly in English', async () => {
    const t = await tFor('fr');
    expect(itemTypeLabel(t, 'Web Map')).toBe('Carte web');
    expect(itemTypeLabel(t, 'Feature Service')).toBe('Service d’entités');
    expect(itemTypeLabel(await tFor('en'), 'Document Link')).toBe('Web page');
    expect(itemTypeLabel(await tFor('en'), 'Web Map')).toBe('Web Map');
  });

  it('shows a type it has no name for as stored, separators and all', async () => {
    const t = await tFor('fr');
    expect(itemTypeLabel(t, 'CSV')).toBe('CSV');
    expect(itemTypeLabel(t, 'Custom.Type: v2')).toBe('Custom.Type: v2');
    expect(itemTypeLabel(t, '')).toBe('');
  });
});
