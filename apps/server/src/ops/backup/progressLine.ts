/**
 * Writes a changing progress line to a stream: rewritten in place on a terminal, at most one line every `everyMs`
 * otherwise (a log file gets a few lines, not thousands).
 *
 * @example
 * const progress = progressLine(process.stderr);
 * progress('tables 3/40 · 12,000 rows');
 * progress.done('done');
 */
export function progressLine(
  out: NodeJS.WriteStream,
  everyMs = 1000,
  now: () => number = Date.now,
): ((text: string) => void) & { done(text: string): void } {
  let last = -Infinity;
  const show = (text: string): void => {
    if (now() - last < (out.isTTY ? 100 : everyMs)) return;
    last = now();
    out.write(out.isTTY ? `\r\x1b[K${text}` : `${text}\n`);
  };
  return Object.assign(show, {
    done: (text: string) => void out.write(out.isTTY ? `\r\x1b[K${text}\n` : `${text}\n`),
  });
}
