import fs from 'node:fs';
import path from 'node:path';
import { currentHolder, holderIsAlive, parseHolder } from './lockHolder.ts';

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
 * Takes an exclusive lock on a data folder by creating `plaza.lock` naming its holder (pid, host, boot
 * and process start, `lockHolder.ts`). A lock whose holder no longer runs (even if an unrelated process
 * now has its pid) is taken over.
 *
 * @example
 * const lock = acquireDataDirLock('./data'); // throws DataDirLockedError when held
 * lock.release();
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me = currentHolder(pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return { release: () => releaseIfOwned(file, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holder.pid !== pid && holderIsAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // Stale lock from a process that died: remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

function readHolder(file: string) {
  try {
    return parseHolder(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function releaseIfOwned(file: string, pid: number): void {
  if (readHolder(file)?.pid === pid) fs.rmSync(file, { force: true });
}
