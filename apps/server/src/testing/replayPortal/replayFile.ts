/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The bytes the replay portal serves for a thumbnail or resource. The recordings name these files but do not hold
 * them, so each is a small stand-in of its kind, the same on every request (documented in testdata/arcgis/SOURCES.md).
 *
 * @example
 * replayFile('image/banner.jpg').contentType; // 'image/png'
 */
export function replayFile(name: string): { readonly bytes: Uint8Array; readonly contentType: string } {
  const lower = name.toLowerCase();
  if (/\.(png|jpe?g|gif)$/.test(lower)) return { bytes: PNG, contentType: 'image/png' };
  if (lower.endsWith('.json'))
    return { bytes: Buffer.from(JSON.stringify({ name }), 'utf8'), contentType: 'application/json' };
  return { bytes: Buffer.from(`Recorded resource ${name}.\n`, 'utf8'), contentType: 'text/plain; charset=utf-8' };
}
