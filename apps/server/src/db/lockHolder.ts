import fs from 'node:fs';
import os from 'node:os';

/**
 * Who holds a data folder's lock, told apart from an unrelated process that later got the same pid:
 * the pid, the process's start time since boot (Linux `/proc/{pid}/stat`, field 22) and the boot's id,
 * and the host (a folder on a shared volume may be locked from another machine).
 */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly bootId?: string;
  readonly startTicks?: number;
}

/** This process as a lock holder. */
export function currentHolder(pid: number = process.pid): LockHolder {
  return { pid, host: os.hostname(), bootId: bootId(), startTicks: startTicks(pid) };
}

/**
 * Reads a lock file: the JSON this version writes, or the bare pid an older Plaza wrote.
 * Undefined when it is neither (an unreadable lock is treated as stale).
 */
export function parseHolder(text: string): LockHolder | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), host: os.hostname() };
  try {
    const value = JSON.parse(trimmed) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0 || typeof value.host !== 'string') return undefined;
    return {
      pid: value.pid!,
      host: value.host,
      ...(typeof value.bootId === 'string' ? { bootId: value.bootId } : {}),
      ...(Number.isInteger(value.startTicks) ? { startTicks: value.startTicks } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the holder still runs. Another host's lock is assumed held (it cannot be checked from here).
 * On this host: the pid must run, and where Linux tells, it must be the same boot and the same
 * process start; a lock written by an older Plaza (bare pid) counts only if that pid runs Node.
 */
export function holderIsAlive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (!pidRuns(holder.pid)) return false;
  const boot = bootId();
  if (holder.bootId !== undefined && boot !== undefined && holder.bootId !== boot) return false;
  const started = startTicks(holder.pid);
  if (holder.startTicks !== undefined && started !== undefined) return holder.startTicks === started;
  if (holder.startTicks === undefined && holder.bootId === undefined) return runsNode(holder.pid);
  return true;
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Field 22 of `/proc/{pid}/stat`, after the command name (which may hold spaces and parentheses). */
function startTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the pid runs Node (an older lock names a pid only); true where that cannot be read. */
function runsNode(pid: number): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|plaza/i.test(cmdline);
  } catch {
    return true;
  }
}
