import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './dataDirLock.ts';
import { currentHolder } from './lockHolder.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('refuses a second holder while the first runs, with a clear message', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    // The parent of this process is alive, so it stands in for "another Plaza process".
    fs.writeFileSync(path.join(dir, 'plaza.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Plaza process/);
    lock.release();
  });

  it('takes over a lock left by a process that has exited', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'plaza.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'plaza.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.existsSync(path.join(dir, 'plaza.lock'))).toBe(false);
  });
});

// Issue 12 item 9: a stale lock naming a pid that an unrelated process now has blocked start-up.
describe.runIf(process.platform === 'linux')('a lock whose pid now belongs to another process', () => {
  let unrelated: ChildProcess;
  beforeAll(() => {
    unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
  });
  afterAll(() => {
    unrelated.kill();
  });
  const lockFile = (dir: string) => path.join(dir, 'plaza.lock');

  it('is taken over when the process started at another time than the holder', () => {
    const dir = tempDir();
    const holder = currentHolder(unrelated.pid!);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...holder, startTicks: holder.startTicks! - 1 }));
    acquireDataDirLock(dir).release();
  });

  it('is taken over when an older bare-pid lock names a process that is not Node', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(unrelated.pid));
    acquireDataDirLock(dir).release();
  });

  it('is taken over after a reboot', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...currentHolder(unrelated.pid!), bootId: 'another-boot' }));
    acquireDataDirLock(dir).release();
  });

  it('is kept while the very process that took it runs, or when it was taken on another host', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify(currentHolder(unrelated.pid!)));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 999999999, host: 'another-machine' }));
    expect(() => acquireDataDirLock(dir)).toThrow(/pid 999999999/);
  });
});
