/** A GeoJSON file that cannot be read on: not a FeatureCollection, broken JSON, or a feature too large. */
export class GeoJsonSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeoJsonSyntaxError';
  }
}

/** Largest feature accepted (characters of its JSON): a detailed coastline fits; a runaway string does not. */
export const MAX_FEATURE_CHARS = 16_000_000;

/** A feature of the collection and its position (1-based) in the `features` array. */
export interface GeoJsonFeatureRecord {
  readonly index: number;
  readonly feature: Record<string, unknown>;
}

/**
 * Reads the features of a GeoJSON FeatureCollection from a stream of bytes one at a time, holding only the feature
 * being read: a scanner follows strings and nesting, finds the top-level `features` array and cuts out each element,
 * which alone is parsed. A file of any size is read in memory bounded by its largest feature.
 *
 * @example
 * for await (const { index, feature } of readGeoJsonFeatures(readItemFile(db, fileId))) { ... }
 */
export async function* readGeoJsonFeatures(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<GeoJsonFeatureRecord> {
  const decoder = new TextDecoder('utf-8');
  let depth = 0;
  let inString = false;
  let escaped = false;
  let key = '';
  let keyText: string[] | undefined;
  let afterColon = false;
  let lastKey = '';
  let featuresDepth = -1;
  let capture: string[] | undefined;
  let captured = 0;
  let index = 0;
  let sawObject = false;
  let sawFeatures = false;

  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    // Where the feature being cut out starts in this chunk (0 when it began in an earlier one).
    let captureStart = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') {
          inString = false;
          if (keyText) {
            key = keyText.join('');
            keyText = undefined;
          }
        } else if (keyText && keyText.length < 64) keyText.push(ch);
        continue;
      }
      if (ch === '"') {
        inString = true;
        // Strings at the top level's depth may be keys; only those are kept (and only their first characters).
        keyText = depth === 1 && !afterColon ? [] : undefined;
        continue;
      }
      if (ch === ':') {
        if (depth === 1) {
          afterColon = true;
          lastKey = key;
        }
        continue;
      }
      if (ch === ',') {
        if (depth === 1) afterColon = false;
        continue;
      }
      if (ch === '{' || ch === '[') {
        if (depth === 0) {
          if (ch !== '{')
            throw new GeoJsonSyntaxError('The file is not a GeoJSON FeatureCollection: it is not an object.');
          sawObject = true;
        }
        if (depth === 1 && ch === '[' && afterColon && lastKey === 'features') {
          featuresDepth = 2;
          sawFeatures = true;
        } else if (depth === featuresDepth && ch === '{' && !capture) {
          capture = [];
          captureStart = i;
          captured = 0;
        }
        depth++;
        continue;
      }
      if (ch === '}' || ch === ']') {
        depth--;
        if (depth < 0) throw new GeoJsonSyntaxError('The file is not valid JSON: a bracket closes nothing.');
        if (capture && depth === featuresDepth) {
          capture.push(text.slice(captureStart, i + 1));
          const json = capture.join('');
          capture = undefined;
          index++;
          let feature: unknown;
          try {
            feature = JSON.parse(json);
          } catch {
            throw new GeoJsonSyntaxError(`Feature ${index} is not valid JSON.`);
          }
          if (typeof feature !== 'object' || feature === null || Array.isArray(feature)) {
            throw new GeoJsonSyntaxError(`Feature ${index} is not an object.`);
          }
          yield { index, feature: feature as Record<string, unknown> };
        } else if (depth === 1 && featuresDepth === 2 && ch === ']') {
          featuresDepth = -1;
        }
        if (depth === 1) afterColon = false;
        continue;
      }
    }
    if (capture) {
      capture.push(text.slice(captureStart));
      captured += text.length - captureStart;
      if (captured > MAX_FEATURE_CHARS)
        throw new GeoJsonSyntaxError(`Feature ${index + 1} is larger than 16 million characters.`);
    }
  }
  if (inString || depth !== 0 || !sawObject)
    throw new GeoJsonSyntaxError('The file is not valid JSON: it ends too early.');
  if (!sawFeatures) throw new GeoJsonSyntaxError('The file is not a GeoJSON FeatureCollection: it has no "features".');
}
