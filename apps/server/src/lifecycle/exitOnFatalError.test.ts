import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { exitOnFatalError } from './exitOnFatalError.ts';

function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  return {
    emitter,
    exits,
    proc: {
      on: (event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void) =>
        emitter.on(event, listener),
      exit: (code: number) => void exits.push(code),
    },
  };
}

describe('exitOnFatalError', () => {
  it('logs, closes and exits 1 on an unhandled rejection', async () => {
    const { emitter, exits, proc } = fakeProcess();
    const lines: string[] = [];
    let closed = false;
    exitOnFatalError({
      logger: createLogger('info', (line) => lines.push(line)),
      close: async () => {
        closed = true;
      },
      process: proc,
    });
    emitter.emit('unhandledRejection', new Error('Unexpected end of form'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
    expect(exits).toEqual([1]);
    expect(lines.join('\n')).toContain('Unexpected end of form');
  });

  it('exits at the deadline when closing hangs', async () => {
    const { emitter, exits, proc } = fakeProcess();
    exitOnFatalError({
      logger: createLogger('error', () => undefined),
      close: () => new Promise(() => undefined),
      deadlineMs: 10,
      process: proc,
    });
    emitter.emit('uncaughtException', new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exits).toEqual([1]);
  });

  it('ends a real process whose close never finishes', async () => {
    const script = [
      "import { exitOnFatalError } from './apps/server/src/lifecycle/exitOnFatalError.ts';",
      "import { createLogger } from './apps/server/src/log/logger.ts';",
      "exitOnFatalError({ logger: createLogger('error'), close: () => new Promise(() => {}), deadlineMs: 200 });",
      // A server-like handle that would keep the process alive forever.
      'setInterval(() => {}, 1000);',
      "Promise.reject(new Error('nobody awaits me'));",
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('../../../../', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('nobody awaits me');
  }, 30_000);
});
