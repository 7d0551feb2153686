// The life of a form submission (product.md section 4: idle, pending, then success or error): validate in
// the browser, send through the route action with a fetcher, then toast, reset or show the errors.
// Without JavaScript the same action answers a normal form post; its result arrives as action data
// and is shown by the same state (errors next to the fields, values kept, a status panel).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { translate } from '../../../shared/i18n/index.ts';
import { useI18n } from '../../lib/i18n/language-context.tsx';
import { useToast, type ToastApi } from '../toast/toast.tsx';
import type { FormResult } from './form-result.ts';

export interface SubmissionTexts {
  successTitle: string;
  successMessage: string;
  failureTitle: string;
  failureMessage: string;
  autoCloseMs: number;
}

export interface SubmissionView {
  /** Messages by field name: i18n keys from the browser's checks, texts from the server. */
  errors: Record<string, string>;
  /** A form-wide message for the error summary (the server's, e.g. too many requests). */
  formMessage?: string;
  /** The values to fill the fields with (after a refused post without JavaScript). */
  values: Record<string, string>;
  /** The success panel (shown when there is no toast, i.e. without JavaScript). */
  success: FormResult | null;
  /** Increases on each failed submit; the error summary takes focus when it changes. */
  focusKey: number;
}

/** useToast, or null when no ToastProvider is mounted (the page then shows its status panel). */
function useOptionalToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}

/** The error summary's form-wide line: only when the server's answer is more than "fix the fields". */
function formMessageOf(result: FormResult, failureMessage: string): string | undefined {
  if (result.ok) return undefined;
  if (Object.keys(result.errors).length > 0 && result.status === 400) return undefined;
  if (result.status === 429 || Object.keys(result.errors).length > 0) return result.message;
  return failureMessage;
}

function viewOf(result: FormResult | undefined, failureMessage: string): SubmissionView {
  if (!result) return { errors: {}, values: {}, success: null, focusKey: 0 };
  return {
    errors: result.errors,
    formMessage: formMessageOf(result, failureMessage),
    values: result.values,
    success: result.ok ? result : null,
    focusKey: result.ok ? 0 : 1,
  };
}

export function useFormSubmission({
  validate,
  texts,
}: {
  /** Message keys (or texts) by field for the form's values; empty when the form may be sent. */
  validate: (form: FormData) => Record<string, string>;
  texts: SubmissionTexts;
}) {
  const { lang } = useI18n();
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const toaster = useOptionalToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [view, setView] = useState<SubmissionView>(() => viewOf(actionData, texts.failureMessage));
  const pending = fetcher.state !== 'idle';

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const data = new FormData(form);
      data.set('lng', lang);
      const errors = validate(data);
      if (Object.keys(errors).length > 0) {
        setView((current) => ({
          errors,
          values: {},
          success: null,
          focusKey: current.focusKey + 1,
        }));
        return;
      }
      setView((current) => ({ ...current, errors: {}, formMessage: undefined, success: null }));
      void fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
    },
    [fetcher, lang, validate],
  );

  // Each answer updates the view once, during render (React's pattern for state that follows
  // a changing value), and its side effects (toast, reset) run once in an effect.
  const result = fetcher.data;
  const answered = fetcher.state === 'idle' ? result : undefined;
  const [shown, setShown] = useState<FormResult | undefined>(undefined);
  if (answered && answered !== shown) {
    setShown(answered);
    setView((current) =>
      answered.ok
        ? { errors: {}, values: {}, success: toaster ? null : answered, focusKey: current.focusKey }
        : {
            errors: answered.errors,
            formMessage: formMessageOf(answered, texts.failureMessage),
            values: {},
            success: null,
            focusKey: current.focusKey + 1,
          },
    );
  }

  const announced = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    if (!answered || announced.current === answered) return;
    announced.current = answered;
    if (answered.ok) formRef.current?.reset();
    toaster?.toast(
      answered.ok
        ? {
            type: 'success',
            title: texts.successTitle,
            message: texts.successMessage,
            autoCloseMs: texts.autoCloseMs,
          }
        : {
            type: 'error',
            title: texts.failureTitle,
            message: answered.status === 429 ? answered.message : texts.failureMessage,
            autoCloseMs: texts.autoCloseMs,
          },
    );
  }, [answered, texts, toaster]);

  /** Shows (or clears) one field's error (a key or a text) at once, e.g. a file chosen too large. */
  const setFieldError = useCallback((field: string, message: string | null) => {
    setView((current) => {
      const errors = { ...current.errors };
      if (message) errors[field] = message;
      else delete errors[field];
      return { ...current, errors };
    });
  }, []);

  // Keys are translated at display, so a language switch re-words the browser's messages too.
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(view.errors).map(([field, message]) => [field, translate(lang, message)]),
      ),
    [view.errors, lang],
  );
  return { formRef, onSubmit, pending, view: { ...view, errors }, setFieldError };
}
