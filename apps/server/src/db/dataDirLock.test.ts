import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './dataDirLock.ts';

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
    expect(fs.readFileSync(path.join(dir, 'plaza.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'plaza.lock'))).toBe(false);
  });
});
