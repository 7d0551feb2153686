// A warning a few minutes before the session ends, and once it has: staff save their work in time, and
// know that a save after the end is kept for them (the edit page keeps the form across signing in). It
// needs the clock, so it exists only with JavaScript (rendered after hydration; ADR 005); the time left
// is counted from when the page got it, so the browser's clock need not agree with the server's.
import { useEffect, useState } from 'react';
import { localDigits } from '#shared/calendar/digits.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

/** How long before the end the warning shows. */
const WARN_SECONDS = 5 * 60;

const timeInNepal = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function SessionWarning({ secondsLeft, expiresAt }: { secondsLeft: number; expiresAt: string }) {
  const { t, lang } = useAdminText();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const ends = Date.now() + secondsLeft * 1000;
    const tick = () => setLeft(Math.max(0, Math.round((ends - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  if (left === null || left > WARN_SECONDS) return null;
  const message =
    left === 0
      ? t('admin.session.ended')
      : t('admin.session.ending', {
          time: localDigits(timeInNepal.format(new Date(expiresAt)), lang),
          minutes: localDigits(String(Math.max(1, Math.ceil(left / 60))), lang),
        });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
      <p
        role="alert"
        data-session-warning
        className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 font-semibold text-slate-900 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100"
      >
        {message}
      </p>
    </div>
  );
}
