/** Values a hub service's query takes: lists are joined with commas. */
export type HubQueryValues = Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;

/**
 * The query parameters of a hub service call: lists comma-joined, empty and undefined values left out.
 *
 * @example
 * toHubQuery({ num: 20, groups: ['a', 'b'], name: undefined }); // { num: '20', groups: 'a,b' }
 */
export function toHubQuery(params: HubQueryValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') query[key] = text;
  }
  return query;
}
