/**
 * What is wrong with an initiative template's preview address as typed (the reference's `previewUrl`: an example of
 * what the template makes): nothing when empty or an http(s) address, else `invalid`.
 *
 * @example
 * previewUrlProblem('https://example.org/safer-streets'); // undefined
 * previewUrlProblem('javascript:alert(1)'); // "invalid"
 */
export function previewUrlProblem(value: string): 'invalid' | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'invalid';
  } catch {
    return 'invalid';
  }
}
