/** Where the import tells its progress: a terminal gets a bar redrawn in place, a log one line per record. */
export interface ImportProgress {
  start(total: number): void;
  step(label: string): void;
  done(): void;
}

const WIDTH = 30;

/**
 * A progress bar on a terminal (`[#######-----]  7/13 items: BDD - Gold Standard Site`), one line per record
 * elsewhere (`[7/13] BDD - Gold Standard Site`), so a log, a pipe or a test can follow it.
 *
 * @example
 * const progress = importProgress((text) => process.stdout.write(text), process.stdout.isTTY === true);
 */
export function importProgress(write: (text: string) => void, isTerminal: boolean): ImportProgress {
  let total = 0;
  let at = 0;
  return {
    start(count) {
      total = count;
      at = 0;
    },
    step(label) {
      at += 1;
      if (!isTerminal) {
        write(`[${at}/${total}] ${label}\n`);
        return;
      }
      const filled = total === 0 ? WIDTH : Math.round((at / total) * WIDTH);
      const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
      write(`\r\u001b[2K[${bar}] ${String(at).padStart(String(total).length)}/${total} ${label.slice(0, 60)}`);
    },
    done() {
      if (isTerminal && total > 0) write('\n');
    },
  };
}
