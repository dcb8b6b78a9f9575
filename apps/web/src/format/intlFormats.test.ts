import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, readRecordedFormats, recordFormats, replayFormats } from './intlFormats.ts';

describe('intlFormats', () => {
  afterEach(() => replayFormats({}));

  it('formats as Intl does, in the locale', () => {
    expect(numberFormat('en').format(48213)).toBe('48,213');
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(86.437)).toBe('86.44');
    expect(numberFormat('ar').format(1234)).toBe(new Intl.NumberFormat('ar').format(1234));
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe('Jan 1, 1970');
    const range = dateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(range.formatRange(0, 86_400_000)).toBe(
      new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(0, 86_400_000),
    );
    expect(range.formatToParts(0).find((part) => part.type === 'day')?.value).toBe('1');
  });

  it('records what a render formatted, and only during it', () => {
    const { result, formats } = recordFormats(() => {
      const when = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
      return `${numberFormat('en').format(1234.5)} on ${when.format(new Date(0))}, ${when.formatRange(0, 86_400_000)}`;
    });
    const range = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(0, 86_400_000);
    expect(result).toBe(`1,234.5 on Jan 1, 1970, ${range}`);
    expect(Object.values(formats).sort()).toEqual(['1,234.5', range, 'Jan 1, 1970'].sort());
    const after = recordFormats(() => 'nothing formatted');
    numberFormat('en').format(7);
    expect(after.formats).toEqual({});
  });

  it('answers a replayed value from the record, and formats anything else', () => {
    const { formats } = recordFormats(() => numberFormat('en').format(1234));
    // The record is what the browser reuses: a changed string shows it was read, not formatted again.
    replayFormats(Object.fromEntries(Object.keys(formats).map((key) => [key, 'from the server'])));
    expect(numberFormat('en').format(1234)).toBe('from the server');
    expect(numberFormat('en').format(1235)).toBe('1,235');
    expect(numberFormat('fr').format(1234)).toBe(new Intl.NumberFormat('fr').format(1234));
  });

  it('reads a page data block, ignoring anything that is not an object of strings', () => {
    expect(readRecordedFormats('{"n|en|{}|1234":"1,234"}')).toEqual({ 'n|en|{}|1234': '1,234' });
    expect(readRecordedFormats('{"a":"x","b":2}')).toEqual({ a: 'x' });
    expect(readRecordedFormats('[1]')).toEqual({});
    expect(readRecordedFormats('not json')).toEqual({});
    expect(readRecordedFormats(undefined)).toEqual({});
  });
});
