// The auto-close countdown of a toast, pausable (hover, focus, hidden page). Pure logic on an
// injected clock, so the arithmetic is unit-tested without timers.

export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface CountdownTimer {
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  /** Milliseconds left (while running: as of now). */
  remaining: () => number;
}

/** Calls `onDone` after `ms` of running time; the time spent paused does not count. Starts running. */
export function createCountdown(ms: number, onDone: () => void, clock: Clock = systemClock): CountdownTimer {
  let left = Math.max(0, ms);
  let startedAt: number | null = null;
  let handle: unknown = null;
  let done = false;

  const resume = () => {
    if (done || startedAt !== null) return;
    startedAt = clock.now();
    handle = clock.setTimeout(() => {
      done = true;
      startedAt = null;
      left = 0;
      onDone();
    }, left);
  };
  const pause = () => {
    if (done || startedAt === null) return;
    clock.clearTimeout(handle);
    left = Math.max(0, left - (clock.now() - startedAt));
    startedAt = null;
  };
  const cancel = () => {
    if (startedAt !== null) clock.clearTimeout(handle);
    done = true;
    startedAt = null;
  };
  resume();
  return {
    pause,
    resume,
    cancel,
    remaining: () => (startedAt === null ? left : Math.max(0, left - (clock.now() - startedAt))),
  };
}
