import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from '../../i18n/i18n.ts';
import { explainFetchFailure } from './explainFetchFailure.ts';

describe('explainFetchFailure', () => {
  it("speaks the person's language, never the parameter's", async () => {
    const i18n = createI18n('en', await loadMessages('en'));
    const t = i18n.t.bind(i18n);
    const refused = explainFetchFailure(
      t,
      'dataUrl points to an address this server does not fetch from (loopback, private, link-local or unspecified).',
    );
    expect(refused).toMatch(/^Plaza does not fetch files from that address/);
    expect(explainFetchFailure(t, 'dataUrl answered with status 404.')).toContain('(status 404)');
    expect(explainFetchFailure(t, 'dataUrl redirected more than 3 times.')).toContain('more than 3');
    for (const message of [
      'dataUrl is not a valid URL.',
      'dataUrl must be an http: or https: URL.',
      'The file could not be fetched from dataUrl: check the address and that it is reachable.',
    ]) {
      expect(explainFetchFailure(t, message)).not.toContain('dataUrl');
    }
    expect(explainFetchFailure(t, 'Something else went wrong.')).toBe('Something else went wrong.');
  });

  it('has the same words in Arabic', async () => {
    const i18n = createI18n('ar', await loadMessages('ar'));
    expect(explainFetchFailure(i18n.t.bind(i18n), 'dataUrl answered with status 500.')).toContain('500');
    expect(explainFetchFailure(i18n.t.bind(i18n), 'dataUrl answered with status 500.')).not.toContain('dataUrl');
  });
});
