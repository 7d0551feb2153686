// The contact form (product.md sections 3, 5, 7): name, email, phone, subject, message. Checked on submit
// with the API's own schema; sent through the route action (with or without JavaScript).
import { useMemo } from 'react';
import { Form } from 'react-router';
import type { Category } from '#shared/contract/common.ts';
import { contactForm, contactLimits, HONEYPOT_FIELD } from '#shared/contract/contact.ts';
import { ErrorSummary } from '#web/components/form-fields/error-summary.tsx';
import { fieldId } from '#web/components/form-fields/field-parts.tsx';
import { fieldErrorKeys, textValues } from '#web/components/form-fields/form-result.ts';
import { HoneypotField } from '#web/components/form-fields/honeypot-field.tsx';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { StatusPanel } from '#web/components/form-fields/status-panel.tsx';
import { SubmitButton } from '#web/components/form-fields/submit-button.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { TextareaField } from '#web/components/form-fields/textarea-field.tsx';
import { useFormSubmission } from '#web/components/form-fields/use-form-submission.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

const ID = 'contact';
/** The fields in page order (the error summary lists them in this order). */
const FIELDS = ['full_name', 'email', 'phone', 'category', 'message'] as const;
/** product.md section 9: the contact toasts close after 4 seconds. */
const CONTACT_TOAST_MS = 4000;

/** The browser's check: the API's own schema, message keys by field. */
const validateContact = (form: FormData) => fieldErrorKeys(contactForm, textValues(form));

export function ContactForm({ subjects }: { subjects: Category[] | null }) {
  const { t, lang } = useI18n();
  const texts = useMemo(
    () => ({
      successTitle: t('forms.contact.success_title'),
      successMessage: t('forms.contact.success_message'),
      failureTitle: t('forms.contact.failure_title'),
      failureMessage: t('forms.contact.failure_message'),
      autoCloseMs: CONTACT_TOAST_MS,
    }),
    [t],
  );
  const { formRef, formId, onSubmit, pending, view } = useFormSubmission({
    id: ID,
    validate: validateContact,
    texts,
  });
  const { errors, values } = view;
  const summary = FIELDS.filter((field) => errors[field]).map((field) => ({
    id: fieldId(ID, field),
    message: errors[field] ?? '',
  }));
  const subjectItems = (subjects ?? []).map((subject) => ({
    value: String(subject.id),
    label: localized(subject, 'name', lang),
  }));

  return (
    <>
      {view.success ? (
        <StatusPanel
          title={t('forms.contact.success_title')}
          message={t('forms.contact.success_message')}
          id={view.success.id}
        />
      ) : null}
      <ErrorSummary items={summary} message={view.formMessage} focusKey={view.focusKey} />
      <Form
        ref={formRef}
        id={formId}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        aria-busy={pending}
        aria-labelledby="contact-form-title"
        className="relative space-y-5"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('forms.required_note')}</p>
        <input type="hidden" name="lng" value={lang} />
        <TextField
          idPrefix={ID}
          name="full_name"
          label={t('forms.contact.name')}
          required
          autoComplete="name"
          maxLength={contactLimits.full_name}
          defaultValue={values.full_name}
          error={errors.full_name}
        />
        <TextField
          idPrefix={ID}
          name="email"
          type="email"
          label={t('forms.contact.email_field')}
          hint={t('forms.contact.email_hint')}
          autoComplete="email"
          spellCheck={false}
          maxLength={contactLimits.email}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          idPrefix={ID}
          name="phone"
          type="tel"
          label={t('forms.contact.phone_field')}
          hint={t('forms.contact.phone_hint')}
          required
          autoComplete="tel"
          inputMode="numeric"
          pattern="[0-9०-९]{10}"
          maxLength={contactLimits.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          idPrefix={ID}
          name="category"
          label={t('forms.contact.subject')}
          hint={subjects === null ? t('forms.contact.no_subjects') : undefined}
          required
          items={subjectItems}
          defaultValue={values.category}
          error={errors.category}
        />
        <TextareaField
          idPrefix={ID}
          name="message"
          label={t('forms.contact.message')}
          hint={t('forms.contact.message_hint')}
          required
          rows={6}
          maxLength={contactLimits.message}
          defaultValue={values.message}
          error={errors.message}
        />
        <HoneypotField idPrefix={ID} name={HONEYPOT_FIELD} />
        <SubmitButton pending={pending} label={t('forms.contact.submit')} />
      </Form>
    </>
  );
}
