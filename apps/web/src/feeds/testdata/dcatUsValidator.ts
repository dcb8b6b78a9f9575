import { readdirSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The DCAT-US 3.0 schema for Ajv (tests only, ADR 0126): its definition files in one document (their `$id`s are
 * vocabulary IRIs, not schema locations, so they are dropped); the few classes it names but does not define
 * (`Resource`, `LinguisticSystem`…) accept any inline object. Formats are checked (`iri` as an absolute URL).
 *
 * @example
 * const validate = dcatUsValidator(); validate(json) || console.log(validate.errors);
 */
export function dcatUsValidator() {
  const dir = new URL('./dcat-us-3.0/definitions/', import.meta.url);
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== '$id' && key !== '$schema')
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value;
  };
  const definitions: Record<string, unknown> = {};
  for (const file of readdirSync(dir)) {
    definitions[file.replace(/\.json$/, '')] = strip(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
  }
  for (const [, name] of JSON.stringify(definitions).matchAll(/"#\/definitions\/(\w+)"/g)) {
    definitions[name!] ??= { type: 'object' };
  }
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('iri', (value: string) => URL.canParse(value));
  return ajv.compile({ definitions, $ref: '#/definitions/Catalog' });
}
