/**
 * The locale of `available` that a language preference asks for (a BCP 47 tag or an Accept-Language entry such as
 * `fr-CA;q=0.8`): the same tag first, ignoring case and `_`; then the same language. Chinese goes by script, never
 * across it: Traditional tags (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`) find `zh-TW` or `zh-HK` (Hong Kong and Macau
 * prefer `zh-HK`), Simplified ones and plain `zh` find `zh-CN`. Portuguese outside Brazil prefers `pt-PT`; Norwegian
 * (`no`, `nn`) finds `nb`. Undefined when nothing fits.
 *
 * @example
 * matchLocale('fr-CA;q=0.8', ['en', 'fr']); // 'fr'
 * matchLocale('zh-Hant-HK', ['zh-CN', 'zh-TW']); // 'zh-TW'
 * matchLocale('de', ['en', 'fr']); // undefined
 */
export function matchLocale(preference: string, available: readonly string[]): string | undefined {
  const tag = (preference.split(';')[0] ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!tag) return undefined;
  const byTag = new Map(available.map((code) => [code.toLowerCase(), code]));
  const exact = byTag.get(tag);
  if (exact) return exact;
  const [language] = tag.split('-');
  const first = (...codes: string[]) => codes.map((code) => byTag.get(code)).find((code) => code !== undefined);
  if (language === 'zh') {
    if (/^zh-(hant-)?(hk|mo)\b/.test(tag)) return first('zh-hk', 'zh-tw');
    if (/^zh-(hant|tw)\b/.test(tag)) return first('zh-tw', 'zh-hk');
    return first('zh-cn');
  }
  if (language === 'pt' && !/^pt-br\b/.test(tag)) return first('pt-pt', 'pt-br', 'pt');
  if (language === 'no' || language === 'nn') return first('nb');
  return available.find((code) => code.toLowerCase().split('-')[0] === language);
}
