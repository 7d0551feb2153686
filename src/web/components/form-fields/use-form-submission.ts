// The life of a form submission (product.md section 4: idle, pending, then success or error), on
// Conform (ADR 015): Conform checks the fields on submit with the form's own rule (the API's schema,
// plus the file for complaints) and keeps each field's errors, from the browser's check or from the
// server's answer (`lastResult`); this hook sends a valid form through the route action with a fetcher,
// then toasts, resets or moves focus to the error summary. Without JavaScript the same action answers a
// normal form post; its result arrives as action data and is shown by the same state (errors under
// the fields, values kept, a status panel).
import { parse, useForm, type SubmissionResult } from '@conform-to/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { translate } from '#shared/i18n/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { useToast, type ToastApi } from '../toast/toast.tsx';
import type { FormResult } from './form-result.ts';

export interface SubmissionTexts {
  successTitle: string;
  successMessage: string;
  failureTitle: string;
  failureMessage: string;
  autoCloseMs: number;
}

interface SubmissionView {
  /** Messages by field name, in the visitor's language. */
  errors: Record<string, string>;
  /** A form-wide message for the error summary (the server's, e.g. too many requests). */
  formMessage?: string;
  /** The values to fill the fields with (after a refused post without JavaScript). */
  values: Record<string, string>;
  /** The success panel (shown when there is no toast, i.e. without JavaScript). */
  success: FormResult | null;
  /** The last accepted answer, toast or not (a reference the citizen must keep stays on the page). */
  accepted: FormResult | null;
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
function formMessageOf(result: FormResult | undefined, failureMessage: string): string | undefined {
  if (!result || result.ok) return undefined;
  // Offline: "no connection, your text stays" says more than "try again".
  if (result.offline) return result.message;
  if (Object.keys(result.errors).length > 0 && result.status === 400) return undefined;
  // Too many requests, or a full disk (507: "the site cannot store submissions right now"): the server's
  // words say more than "try again".
  if (result.status === 429 || result.status === 507 || Object.keys(result.errors).length > 0)
    return result.message;
  return failureMessage;
}

/** The server's answer as Conform's last result: its field errors, or none after a success. */
function lastResultOf(result: FormResult | undefined): SubmissionResult<string[]> | undefined {
  if (!result) return undefined;
  if (result.ok) return { status: 'success', error: {} };
  const error = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, [message]]),
  );
  return { status: 'error', error };
}

export function useFormSubmission({
  id,
  validate,
  texts,
}: {
  /** The form's id prefix (its fields are `${id}-<name>`; the form is `${id}-form`). */
  id: string;
  /** Message keys (or texts) by field for the form's values; empty when the form may be sent. */
  validate: (form: FormData) => Record<string, string>;
  texts: SubmissionTexts;
}) {
  const { lang } = useI18n();
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const toaster = useOptionalToast();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== 'idle';
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  const latest = answered ?? actionData;
  const lastResult = useMemo(() => lastResultOf(latest), [latest]);
  const [focusKey, setFocusKey] = useState(actionData && !actionData.ok ? 1 : 0);
  const sent = useRef(false);

  const [form] = useForm<Record<string, string>>({
    id: `${id}-form`,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: () => {
          const errors = validate(formData);
          if (Object.keys(errors).length === 0) return { value: {} };
          return { error: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])) };
        },
      }),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      sent.current = true;
      formData.set('lng', lang);
      void fetcher.submit(formData, { method: 'post', encType: 'multipart/form-data' });
    },
  });

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      sent.current = false;
      form.onSubmit(event);
      // Conform calls onSubmit above only for a valid form: otherwise the summary takes focus.
      if (!sent.current) setFocusKey((key) => key + 1);
    },
    [form],
  );

  // Each answer moves focus to the summary once when it failed, and its side effects (toast, reset)
  // run once in an effect.
  const [shown, setShown] = useState<FormResult | undefined>(undefined);
  if (answered && answered !== shown) {
    setShown(answered);
    if (!answered.ok) setFocusKey((key) => key + 1);
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

  /** Checks one field at once (a chosen file), showing or clearing its error. */
  const validateField = useCallback((name: string) => form.validate({ name }), [form]);

  // Keys are translated at display, so a language switch re-words the browser's messages too.
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(form.allErrors)
          .filter(([, messages]) => messages.length > 0)
          .map(([field, messages]) => [field, translate(lang, messages[0]!)]),
      ),
    [form.allErrors, lang],
  );
  // The fetcher's answer once there is one; before that the no-JavaScript post's (action data).
  const success = answered ? (answered.ok && !toaster ? answered : null) : actionData?.ok ? actionData : null;
  const view: SubmissionView = {
    errors,
    formMessage: formMessageOf(latest, texts.failureMessage),
    values: !answered && actionData && !actionData.ok ? actionData.values : {},
    success,
    accepted: answered ? (answered.ok ? answered : null) : actionData?.ok ? actionData : null,
    focusKey,
  };
  return { formRef, formId: form.id, noValidate: form.noValidate, onSubmit, pending, view, validateField };
}
