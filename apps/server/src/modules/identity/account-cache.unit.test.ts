import { describe, expect, it } from 'vitest';
import { ACCOUNT_CACHE_TTL_MS, AccountCache } from './account-cache.ts';

interface Account {
  id: string;
  credits: number;
}

/** A database of one table the cache reads through, counting its reads. */
function fakeAccounts() {
  const rows = new Map<string, Account>([['u1', { id: 'u1', credits: 2 }]]);
  let reads = 0;
  return {
    rows,
    get reads() {
      return reads;
    },
    load: (id: string) => async () => {
      reads += 1;
      const row = rows.get(id);
      return row ? { ...row } : undefined;
    },
  };
}

describe('AccountCache', () => {
  it('reads an account once while nothing about it is announced', async () => {
    const db = fakeAccounts();
    const cache = new AccountCache<Account>(() => true);
    expect(await cache.read('u1', db.load('u1'))).toEqual({ id: 'u1', credits: 2 });
    expect(await cache.read('u1', db.load('u1'))).toEqual({ id: 'u1', credits: 2 });
    expect(db.reads).toBe(1);
  });

  it('reads the account again once its change is announced', async () => {
    const db = fakeAccounts();
    const cache = new AccountCache<Account>(() => true);
    await cache.read('u1', db.load('u1'));
    db.rows.set('u1', { id: 'u1', credits: 1 });
    cache.changed('u1');
    expect(await cache.read('u1', db.load('u1'))).toEqual({ id: 'u1', credits: 1 });
    expect(db.reads).toBe(2);
  });

  it('does not keep a read that a change was announced during', async () => {
    const db = fakeAccounts();
    const cache = new AccountCache<Account>(() => true);
    // The read sees the row before the change commits; the announcement arrives before it returns.
    const stale = cache.read('u1', async () => {
      const row = await db.load('u1')();
      db.rows.set('u1', { id: 'u1', credits: 0 });
      cache.changed('u1');
      return row;
    });
    expect(await stale).toEqual({ id: 'u1', credits: 2 });
    expect(await cache.read('u1', db.load('u1'))).toEqual({ id: 'u1', credits: 0 });
    expect(db.reads).toBe(2);
  });

  it('keeps nothing while announcements cannot be heard, and drops everything when they are lost', async () => {
    const db = fakeAccounts();
    let listening = false;
    const cache = new AccountCache<Account>(() => listening);
    await cache.read('u1', db.load('u1'));
    await cache.read('u1', db.load('u1'));
    expect(db.reads).toBe(2);
    expect(cache.size).toBe(0);

    listening = true;
    await cache.read('u1', db.load('u1'));
    expect(cache.size).toBe(1);
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('does not serve a kept account while announcements cannot be heard', async () => {
    const db = fakeAccounts();
    let listening = true;
    const cache = new AccountCache<Account>(() => listening);
    await cache.read('u1', db.load('u1'));
    listening = false;
    db.rows.set('u1', { id: 'u1', credits: 7 });
    expect(await cache.read('u1', db.load('u1'))).toEqual({ id: 'u1', credits: 7 });
  });

  it('trusts a kept account for ACCOUNT_CACHE_TTL_MS at most', async () => {
    const db = fakeAccounts();
    let now = 1_000;
    const cache = new AccountCache<Account>(
      () => true,
      () => now,
    );
    await cache.read('u1', db.load('u1'));
    now += ACCOUNT_CACHE_TTL_MS - 1;
    await cache.read('u1', db.load('u1'));
    expect(db.reads).toBe(1);
    now += 1;
    await cache.read('u1', db.load('u1'));
    expect(db.reads).toBe(2);
  });

  it('keeps no account that does not exist, and forgets one that was deleted', async () => {
    const db = fakeAccounts();
    const cache = new AccountCache<Account>(() => true);
    expect(await cache.read('nobody', db.load('nobody'))).toBeUndefined();
    expect(await cache.read('nobody', db.load('nobody'))).toBeUndefined();
    expect(db.reads).toBe(2);
    await cache.read('u1', db.load('u1'));
    db.rows.delete('u1');
    cache.changed('u1');
    expect(await cache.read('u1', db.load('u1'))).toBeUndefined();
  });

  it('stays bounded: past its size the oldest account goes first', async () => {
    const db = fakeAccounts();
    for (let i = 0; i < 10_001; i++) db.rows.set(`a${i}`, { id: `a${i}`, credits: i });
    const cache = new AccountCache<Account>(() => true);
    for (let i = 0; i < 10_001; i++) await cache.read(`a${i}`, db.load(`a${i}`));
    expect(cache.size).toBe(10_000);
    const before = db.reads;
    await cache.read('a10000', db.load('a10000'));
    expect(db.reads).toBe(before);
    await cache.read('a0', db.load('a0'));
    expect(db.reads).toBe(before + 1);
  });
});
