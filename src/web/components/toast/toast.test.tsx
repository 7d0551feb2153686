import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { createCountdown, type Clock } from './toast-timer.ts';
import { liveRole, ToastProvider, useToast } from './toast.tsx';

function fakeClock() {
  let now = 0;
  let next: { at: number; callback: () => void; handle: number } | null = null;
  let handles = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      next = { at: now + ms, callback, handle: ++handles };
      return handles;
    },
    clearTimeout: (handle) => {
      if (next?.handle === handle) next = null;
    },
  };
  const advance = (ms: number) => {
    now += ms;
    if (next && next.at <= now) {
      const { callback } = next;
      next = null;
      callback();
    }
  };
  return { clock, advance };
}

describe('createCountdown', () => {
  it('fires after the time has run', () => {
    const { clock, advance } = fakeClock();
    let done = 0;
    createCountdown(3000, () => done++, clock);
    advance(2999);
    expect(done).toBe(0);
    advance(1);
    expect(done).toBe(1);
  });

  it('does not count paused time', () => {
    const { clock, advance } = fakeClock();
    let done = 0;
    const timer = createCountdown(4000, () => done++, clock);
    advance(1000);
    timer.pause();
    expect(timer.remaining()).toBe(3000);
    advance(10_000);
    expect(done).toBe(0);
    timer.resume();
    advance(2999);
    expect(timer.remaining()).toBe(1);
    expect(done).toBe(0);
    advance(1);
    expect(done).toBe(1);
  });

  it('ignores repeated pause/resume and stops on cancel', () => {
    const { clock, advance } = fakeClock();
    let done = 0;
    const timer = createCountdown(1000, () => done++, clock);
    timer.resume();
    advance(500);
    timer.pause();
    timer.pause();
    expect(timer.remaining()).toBe(500);
    timer.resume();
    timer.cancel();
    advance(5000);
    expect(done).toBe(0);
  });
});

describe('liveRole', () => {
  it('interrupts for errors and warnings only', () => {
    expect(liveRole('error')).toEqual({ role: 'alert', 'aria-live': 'assertive' });
    expect(liveRole('warning')).toEqual({ role: 'alert', 'aria-live': 'assertive' });
    expect(liveRole('success')).toEqual({ role: 'status', 'aria-live': 'polite' });
    expect(liveRole('info')).toEqual({ role: 'status', 'aria-live': 'polite' });
  });
});

describe('ToastProvider', () => {
  it('renders its children and no region until a toast is shown', () => {
    const html = renderToString(
      <LanguageProvider initial="en">
        <ToastProvider>
          <p>page</p>
        </ToastProvider>
      </LanguageProvider>,
    );
    expect(html).toBe('<p>page</p>');
  });

  it('useToast needs the provider', () => {
    function Caller() {
      useToast();
      return null;
    }
    expect(() => renderToString(<Caller />)).toThrow(/ToastProvider/);
  });
});
