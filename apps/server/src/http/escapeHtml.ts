/**
 * Escapes text for HTML element content and quoted attributes (`& < > " '` as numeric references): every page and
 * mail the server writes by hand uses this one.
 *
 * @example
 * `<p>${escapeHtml(name)}</p>`;
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
