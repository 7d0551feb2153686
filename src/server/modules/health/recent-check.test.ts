// RecentCheck (ADR 036): what readiness answers under a render flood. Ages are set so each case is
// decided by order, not by timing: a refresh due at once (0 ms), never (Infinity), or never usable (-1).
import { describe, expect, it } from 'vitest';
import { RecentCheck } from './recent-check.ts';

function counter() {
  let calls = 0;
  let release: (() => void) | undefined;
  let hold = false;
  return {
    get calls() {
      return calls;
    },
    holdNext() {
      hold = true;
    },
    release() {
      release?.();
    },
    check: async () => {
      calls += 1;
      const value = calls;
      if (hold) {
        hold = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return value;
    },
  };
}

describe('RecentCheck', () => {
  it('checks anew for every fresh() and for the first recent()', async () => {
    const c = counter();
    const checks = new RecentCheck(c.check, { refreshAfterMs: Infinity, maxAgeMs: Infinity });
    expect(await checks.recent()).toBe(1);
    expect(await checks.fresh()).toBe(2);
    expect(await checks.fresh()).toBe(3);
  });

  it('answers from the last result while it is young, without checking', async () => {
    const c = counter();
    const checks = new RecentCheck(c.check, { refreshAfterMs: Infinity, maxAgeMs: Infinity });
    await checks.fresh();
    expect([await checks.recent(), await checks.recent()]).toEqual([1, 1]);
    expect(c.calls).toBe(1);
  });

  it('refreshes an aging result in the background, once at a time, for the probes after it', async () => {
    const c = counter();
    const checks = new RecentCheck(c.check, { refreshAfterMs: 0, maxAgeMs: Infinity });
    await checks.fresh();
    c.holdNext();
    // Both answered at once from the last result; one refresh started, held until released.
    expect(await checks.recent()).toBe(1);
    expect(await checks.recent()).toBe(1);
    expect(c.calls).toBe(2);
    c.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await checks.recent()).toBe(2);
  });

  it('never answers from a result past its maximum age: the probe waits for a check', async () => {
    const c = counter();
    const checks = new RecentCheck(c.check, { refreshAfterMs: -1, maxAgeMs: -1 });
    await checks.fresh();
    expect(await checks.recent()).toBe(2);
    expect(await checks.recent()).toBe(3);
  });

  it('keeps the last result when a background refresh fails; the next fresh check reports it', async () => {
    let fail = false;
    const checks = new RecentCheck(
      async () => {
        if (fail) throw new Error('database gone');
        return 'ok';
      },
      { refreshAfterMs: 0, maxAgeMs: Infinity },
    );
    await checks.fresh();
    fail = true;
    expect(await checks.recent()).toBe('ok');
    await new Promise((resolve) => setImmediate(resolve));
    await expect(checks.fresh()).rejects.toThrow('database gone');
  });
});
