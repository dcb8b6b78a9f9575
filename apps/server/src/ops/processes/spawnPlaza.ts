import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/ops/processes/apiProcessMain.ts');

/** A Plaza server running in a process of its own. */
export interface PlazaProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote (stdout and stderr). */
  output(): string;
  /** SIGTERM, and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts a Plaza server in a new Node process (its own memory, pool, caches and job loop) with exactly the given
 * environment, and waits until it listens.
 *
 * @example
 * const a = await spawnPlaza({ DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir });
 * await a.stop();
 */
export function spawnPlaza(env: Readonly<Record<string, string>>, timeoutMs = 180_000): Promise<PlazaProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    // Only what is given: the process reads nothing of this one's environment.
    env: { LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Plaza did not start within ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const ready = /^\{"ready":"([^"]+)"\}$/m.exec(text);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => (text += more.toString()));
      resolve({
        url: ready[1]!,
        child,
        output: () => text,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Plaza exited (${code}) before it listened:\n${text}`));
    });
  });
}
