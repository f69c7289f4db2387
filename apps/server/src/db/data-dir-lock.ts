import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = '.lock';

/** Another live process owns the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another Hireproof process (pid ${ownerPid}) is using ${dir}. Stop it first, ` +
        'or point DATA_DIR at another directory, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isFresh(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one data directory corrupt it. This takes
 * an exclusive lock file (created with O_EXCL, holding our pid) before PGlite opens the directory.
 * A lock left by a process that no longer runs is taken over; a live owner — including this very
 * process opening the directory twice — is refused with DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only remove the file while it still names us; never delete a successor's lock.
        if (readOwner(path) === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        }
      };
      process.on('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== undefined && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      // An empty file younger than a few seconds belongs to a process that is writing its pid now.
      if (owner === undefined && isFresh(path)) throw new DataDirLockedError(dir, 0);
      // Stale: the owner is dead, or it died between creating the file and writing its pid.
      try {
        unlinkSync(path);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  const owner = readOwner(path);
  throw new DataDirLockedError(dir, owner ?? 0);
}
