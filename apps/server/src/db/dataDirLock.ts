import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Plaza process (pid ${holderPid}). ` +
        'Two processes on one embedded database would corrupt it. Stop the other process, ' +
        'or start this one with a different DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'plaza.lock';

/**
 * Takes an exclusive lock on a data folder by creating `plaza.lock` with the owner's pid.
 * A lock left by a process that no longer runs is taken over.
 *
 * @example
 * const lock = acquireDataDirLock('./data'); // throws DataDirLockedError when held
 * lock.release();
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(pid), { flag: 'wx' });
      return { release: () => releaseIfOwned(file, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holder !== pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale lock from a process that died: remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(file: string, pid: number): void {
  if (readHolder(file) === pid) fs.rmSync(file, { force: true });
}
