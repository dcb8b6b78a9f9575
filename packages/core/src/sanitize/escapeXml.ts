/** Characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must be removed
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * Text for XML content and attribute values (KML exports, RSS, sitemaps): the five special characters escaped and
 * the characters XML cannot hold removed, so any text makes well-formed XML.
 *
 * @example
 * escapeXml('Parks & <Trails>'); // "Parks &amp; &lt;Trails&gt;"
 */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replace(XML_INVALID, '');
}
