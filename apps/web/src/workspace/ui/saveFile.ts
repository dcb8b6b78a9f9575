/**
 * Hands a file made in the browser (an export) to the person, as the browser saves a download.
 *
 * @example
 * saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'attendees.csv');
 */
export function saveFile(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
