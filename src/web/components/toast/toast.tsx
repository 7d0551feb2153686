// Toast messages (product.md section 2 "Shared controls", section 4 form submissions, section 8 toast texts):
// success, error, warning, info; bottom right; closable; optional auto-close with a progress bar that
// pauses while the pointer is over the toast or focus is in it (and while the page is hidden).
// Screen readers hear each toast once: the live element is in the page before its text is filled in
// (role=status for success/info, role=alert for error/warning). An icon and a spoken type name go
// with the colour, so colour is never the only signal.
//
// Mount <ToastProvider> once inside the LanguageProvider (root.tsx Layout); call useToast() anywhere.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { createCountdown } from './toast-timer.ts';
// Its styles (toast.css) are part of the one site stylesheet (app.css), not a second request.

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type?: ToastType;
  /** Already translated. */
  title: string;
  message?: string;
  /** Close by itself after this many milliseconds (product.md section 9: 4000 for contact, 3000 for complaint). */
  autoCloseMs?: number | null;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  type: ToastType;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** More than this and the oldest go: a stack should never cover the page. */
const MAX_TOASTS = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((list) => [...list, { ...options, type: options.type ?? 'info', id }].slice(-MAX_TOASTS));
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast needs a ToastProvider');
  return context;
}

/** The stack at the bottom right (full width on phones). Rendered only while there are toasts. */
export function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: readonly ToastEntry[];
  onDismiss: (id: string) => void;
}) {
  const { t } = useI18n();
  if (!toasts.length) return null;
  return (
    <section
      aria-label={t('controls.notifications')}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-stretch gap-3 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      {toasts.map((entry) => (
        <ToastCard key={entry.id} toast={entry} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

const styles: Record<ToastType, { bar: string; accent: string; icon: string }> = {
  success: {
    accent: 'border-l-green-700 dark:border-l-green-400',
    icon: 'text-green-700 dark:text-green-400',
    bar: 'bg-green-700 dark:bg-green-400',
  },
  error: {
    accent: 'border-l-red-700 dark:border-l-red-400',
    icon: 'text-red-700 dark:text-red-400',
    bar: 'bg-red-700 dark:bg-red-400',
  },
  warning: {
    accent: 'border-l-amber-600 dark:border-l-amber-300',
    icon: 'text-amber-700 dark:text-amber-300',
    bar: 'bg-amber-600 dark:bg-amber-300',
  },
  info: {
    accent: 'border-l-sky-700 dark:border-l-sky-400',
    icon: 'text-sky-700 dark:text-sky-400',
    bar: 'bg-sky-700 dark:bg-sky-400',
  },
};

const typeName = {
  success: 'controls.toast_success',
  error: 'controls.toast_error',
  warning: 'controls.toast_warning',
  info: 'controls.toast_info',
} as const;

/** Live-region attributes by type: errors and warnings interrupt, the rest wait their turn. */
export function liveRole(type: ToastType) {
  return type === 'error' || type === 'warning'
    ? ({ role: 'alert', 'aria-live': 'assertive' } as const)
    : ({ role: 'status', 'aria-live': 'polite' } as const);
}

function ToastCard({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const { t } = useI18n();
  const [filled, setFilled] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pageHidden, setPageHidden] = useState(false);
  const timer = useRef<ReturnType<typeof createCountdown> | null>(null);
  const { id, type, title, message, autoCloseMs } = toast;
  const autoClose = typeof autoCloseMs === 'number' && autoCloseMs > 0 ? autoCloseMs : null;
  const paused = hovered || focused || pageHidden;

  // Fill the live region after it is in the page, so every screen reader announces the change.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (autoClose === null) return;
    const countdown = createCountdown(autoClose, () => onDismiss(id));
    timer.current = countdown;
    return () => countdown.cancel();
  }, [autoClose, id, onDismiss]);

  useEffect(() => {
    if (paused) timer.current?.pause();
    else timer.current?.resume();
  }, [paused]);

  useEffect(() => {
    const onVisibility = () => setPageHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const style = styles[type];
  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(id);
      }}
      className={`pointer-events-auto relative overflow-hidden rounded-md border border-l-8 border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${style.accent}`}
    >
      <div className="flex items-start gap-3 py-3 pr-1 pl-3">
        <span className={`mt-0.5 shrink-0 ${style.icon}`}>
          <ToastIcon type={type} />
        </span>
        {/* The live region holds the text only, so the close button's name is not read out with it. */}
        <div {...liveRole(type)} aria-atomic="true" className="min-w-0 flex-1 pt-0.5">
          {filled ? (
            <>
              <p className="font-semibold">
                <span className="sr-only">{t(typeName[type])}: </span>
                {title}
              </p>
              {message ? <p className="mt-0.5 text-slate-700 dark:text-slate-300">{message}</p> : null}
            </>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onDismiss(id)}
          aria-label={t('controls.close_notification')}
          className="-mt-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-rose-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      {autoClose !== null ? (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1 bg-slate-200/60 dark:bg-slate-700/60"
        >
          <div
            data-testid="toast-progress"
            className={`toast-progress h-full w-full ${style.bar}`}
            style={{ animationDuration: `${autoClose}ms`, animationPlayState: paused ? 'paused' : 'running' }}
          />
        </div>
      ) : null}
    </div>
  );
}

function ToastIcon({ type }: { type: ToastType }) {
  const paths: Record<ToastType, ReactNode> = {
    success: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.5 2.5L16 9.5" />
      </>
    ),
    error: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M9 9l6 6M15 9l-6 6" />
      </>
    ),
    warning: (
      <>
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        <path d="M12 9v4M12 17h.01" />
      </>
    ),
    info: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8h.01" />
      </>
    ),
  };
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[type]}
    </svg>
  );
}
