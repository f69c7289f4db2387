import { describe, expect, it } from 'vitest';
import { SESSION_MEMO_SECONDS, SessionMemo } from './session-memo.ts';

describe('SessionMemo', () => {
  const far = Number.MAX_SAFE_INTEGER;

  it('answers only for the exact header it was given, and only while the memo lasts', () => {
    let now = 1_000_000;
    const memo = new SessionMemo(() => now);
    memo.remember('a=1; b=2', 'user-1', far);
    expect(memo.userId('a=1; b=2')).toBe('user-1');
    expect(memo.userId('a=1; b=3')).toBeUndefined();
    expect(memo.userId('a=1')).toBeUndefined();
    now += SESSION_MEMO_SECONDS * 1000 - 1;
    expect(memo.userId('a=1; b=2')).toBe('user-1');
    now += 1;
    expect(memo.userId('a=1; b=2')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('never outlasts the session it remembers', () => {
    let now = 5_000;
    const memo = new SessionMemo(() => now);
    memo.remember('c=1', 'user-1', now + 1_000);
    now += 1_000;
    expect(memo.userId('c=1')).toBeUndefined();
    memo.remember('c=2', 'user-2', now - 1);
    expect(memo.userId('c=2')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('keeps at most its capacity, dropping the oldest entry first', () => {
    const memo = new SessionMemo(() => 0, 2);
    memo.remember('one', 'u1', far);
    memo.remember('two', 'u2', far);
    memo.remember('three', 'u3', far);
    expect(memo.size).toBe(2);
    expect(memo.userId('one')).toBeUndefined();
    expect(memo.userId('two')).toBe('u2');
    expect(memo.userId('three')).toBe('u3');
  });

  it('forgets every header of a user whose sessions or account changed, and only theirs', () => {
    const memo = new SessionMemo(() => 0);
    memo.remember('phone', 'u1', far);
    memo.remember('laptop', 'u1', far);
    memo.remember('other', 'u2', far);
    memo.forgetUser('u1');
    expect(memo.userId('phone')).toBeUndefined();
    expect(memo.userId('laptop')).toBeUndefined();
    expect(memo.userId('other')).toBe('u2');
  });

  it('forgets the user a header belongs to (a sign-out made with it), and everything on forgetAll', () => {
    const memo = new SessionMemo(() => 0);
    memo.remember('phone', 'u1', far);
    memo.remember('laptop', 'u1', far);
    memo.remember('other', 'u2', far);
    memo.forgetUserOf('phone');
    expect(memo.userId('laptop')).toBeUndefined();
    expect(memo.userId('other')).toBe('u2');
    memo.forgetAll();
    expect(memo.size).toBe(0);
  });

  it('keeps nothing from a verification that overlapped a change, nor while announcements go unheard', () => {
    const memo = new SessionMemo(() => 0);
    const mark = memo.mark();
    memo.forgetUser('u1');
    memo.remember('stale', 'u1', far, mark);
    expect(memo.userId('stale')).toBeUndefined();

    let hearing = false;
    const deaf = new SessionMemo(
      () => 0,
      10,
      () => hearing,
    );
    deaf.remember('a', 'u1', far);
    expect(deaf.size).toBe(0);
    hearing = true;
    deaf.remember('a', 'u1', far);
    expect(deaf.userId('a')).toBe('u1');
    hearing = false;
    expect(deaf.userId('a')).toBeUndefined();
  });
});
