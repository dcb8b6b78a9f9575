const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO date or date-time as epoch milliseconds (UTC unless an offset is given), or undefined: how CSV cells, GeoJSON
 * properties and `where` literals are read. `2025-03-04`, `2025-03-04T10:30`, `2025-03-04 10:30:00Z`,
 * `2025-03-04T10:30:00.5+02:00`; impossible dates (February 30th, 25:00) are undefined.
 *
 * @example
 * readIsoDate('2025-03-04'); // 1741046400000
 */
export function readIsoDate(text: string): number | undefined {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0', zone] = m;
  const utc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, '0')),
  );
  const check = new Date(utc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59) {
    return undefined;
  }
  if (!zone || zone === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.replace(/[+:-]/g, '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}
