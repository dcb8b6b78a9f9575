/**
 * The list with the words of `raw` added (split on commas, trimmed, empty ones and duplicates in any case dropped).
 * The same list (by identity) when nothing new was typed.
 *
 * @example
 * addWords(['Parks'], 'trees, parks,  bikes'); // ['Parks', 'trees', 'bikes']
 */
export function addWords(values: readonly string[], raw: string): readonly string[] {
  const next = [...values];
  for (const word of raw.split(',').map((w) => w.trim())) {
    if (word && !next.some((v) => v.toLowerCase() === word.toLowerCase())) next.push(word);
  }
  return next.length === values.length ? values : next;
}
