import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** An `npm run import` process a test started (its output, and how it ended). */
export interface ImportProcess {
  readonly child: ChildProcess;
  output(): string;
  /** The exit code, or the signal that ended it. */
  readonly exited: Promise<number | NodeJS.Signals>;
}

/**
 * Starts the import's command line (`apps/server/src/import/cli.ts`, what `npm run import` runs) as a process of its
 * own, with the environment given on top of this one's — so a test can stop it the hard way.
 *
 * @example
 * const run = startImportProcess(['--portal', url, '--token', token], { DATA_DIR: dir });
 * expect(await run.exited).toBe(0);
 */
export function startImportProcess(args: readonly string[], env: Readonly<Record<string, string>>): ImportProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/import/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'SIGKILL')),
  );
  return { child, output: () => text, exited };
}

/** Resolves once the process has printed `count` lines matching `pattern` (or rejects when it ends first). */
export function waitForLines(run: ImportProcess, pattern: RegExp, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      const lines = run
        .output()
        .split('\n')
        .filter((line) => pattern.test(line));
      if (lines.length >= count) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(check, 50);
    void run.exited.then(() => {
      check();
      clearInterval(timer);
      reject(new Error(`The import ended before printing ${count} lines like ${pattern}:\n${run.output()}`));
    });
  });
}
