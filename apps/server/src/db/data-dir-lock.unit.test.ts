import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'hireproof-lock-'));

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second lock on a directory this live process holds', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Another Hireproof process (pid ${process.pid}) is using`,
      );
    } finally {
      lock.release();
    }
  });

  it('refuses a lock held by another live process', () => {
    const dir = freshDir();
    // PID 1 always runs; it stands in for another live Hireproof process.
    writeFileSync(join(dir, LOCK_FILE), '1\n');
    expect(() => acquireDataDirLock(dir)).toThrow(/pid 1\)/);
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('never deletes a lock that now belongs to someone else', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(join(dir, LOCK_FILE), '1\n');
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe('1');
  });
});
