/** Characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must be removed
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * Text for XML content and attributes: the five special characters escaped, characters XML cannot hold removed.
 *
 * @example
 * xmlText('Parks & <Trails>'); // "Parks &amp; &lt;Trails&gt;"
 */
export function xmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replace(XML_INVALID, '');
}
