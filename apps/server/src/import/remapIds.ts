const GUID = /^[0-9a-f]{32}$/;

/**
 * Points a model's references at the records' new ids: where a source id could not be kept (taken in Plaza, or not
 * a portal id), every string equal to it is replaced, and 32-hex-digit ids are replaced inside longer strings too
 * (`ref|initiative|{id}` keywords, `group:"{id}"` queries). Shorter odd ids are replaced only as whole values, so no
 * word that happens to contain them changes. Pure.
 *
 * @example
 * remapIds({ values: { groups: ['abc…'] } }, new Map([['abc…', 'def…']])); // { values: { groups: ['def…'] } }
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (ids.size === 0) return value;
  const guids = [...ids.keys()].filter((id) => GUID.test(id));
  const pattern = guids.length ? new RegExp(guids.join('|'), 'g') : undefined;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const whole = ids.get(node);
      if (whole !== undefined) return whole;
      return pattern ? node.replace(pattern, (id) => ids.get(id) ?? id) : node;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, entry]) => [key, walk(entry)]));
    }
    return node;
  };
  return walk(value) as T;
}
