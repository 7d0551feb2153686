// The complaint form (product.md sections 3, 5, 7): full name, contact number, address, branch, category,
// title, details (optional) and a file (optional). Checked on submit with the API's own schema plus
// the file's size and extension; the server checks the file's bytes again.
import { useMemo } from 'react';
import { Form } from 'react-router';
import type { Category } from '#shared/contract/common.ts';
import {
  COMPLAINT_FILE_ACCEPT,
  COMPLAINT_FILE_FIELD,
  complaintFileSizeError,
  complaintForm,
  complaintLimits,
  HONEYPOT_FIELD,
} from '#shared/contract/complaint.ts';
import { ErrorSummary } from '#web/components/form-fields/error-summary.tsx';
import { fieldId } from '#web/components/form-fields/field-parts.tsx';
import { FileField } from '#web/components/form-fields/file-field.tsx';
import {
  chosenFile,
  fieldErrorKeys,
  hasAcceptedExtension,
  textValues,
} from '#web/components/form-fields/form-result.ts';
import { HoneypotField } from '#web/components/form-fields/honeypot-field.tsx';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { StatusPanel } from '#web/components/form-fields/status-panel.tsx';
import { SubmitButton } from '#web/components/form-fields/submit-button.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { TextareaField } from '#web/components/form-fields/textarea-field.tsx';
import { useFormSubmission } from '#web/components/form-fields/use-form-submission.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { branchItems } from './branch-options.ts';
import type { BranchChoice } from './load-complaint.ts';

const ID = 'complaint';
/** The fields in page order (the error summary lists them in this order). */
const FIELDS = ['name', 'contact', 'address', 'branch', 'category', 'title', 'details', COMPLAINT_FILE_FIELD];
/** product.md section 9: the complaint toasts close after 3 seconds. */
const COMPLAINT_TOAST_MS = 3000;

/** The browser's check of a chosen file: size (5 MB) and type by extension. An i18n key or null. */
function fileErrorKey(file: { name: string; size: number } | null): string | null {
  if (!file) return null;
  if (!hasAcceptedExtension(file.name, COMPLAINT_FILE_ACCEPT)) return 'validation.file_type';
  return complaintFileSizeError(file.size);
}

/** The browser's check: the API's own schema plus the file; message keys by field. */
function validateComplaint(form: FormData): Record<string, string> {
  const keys = fieldErrorKeys(complaintForm, textValues(form));
  const fileKey = fileErrorKey(chosenFile(form, COMPLAINT_FILE_FIELD));
  if (fileKey) keys[COMPLAINT_FILE_FIELD] = fileKey;
  return keys;
}

export function ComplaintForm({
  branches,
  categories,
}: {
  branches: BranchChoice[] | null;
  categories: Category[] | null;
}) {
  const { t, lang } = useI18n();
  const texts = useMemo(
    () => ({
      successTitle: t('forms.complaint.success_title'),
      successMessage: t('forms.complaint.success_message'),
      failureTitle: t('forms.complaint.failure_title'),
      failureMessage: t('forms.complaint.failure_message'),
      autoCloseMs: COMPLAINT_TOAST_MS,
    }),
    [t],
  );
  const { formRef, formId, onSubmit, pending, view, validateField } = useFormSubmission({
    id: ID,
    validate: validateComplaint,
    texts,
  });
  const { errors, values } = view;
  const summary = FIELDS.filter((field) => errors[field]).map((field) => ({
    id: fieldId(ID, field),
    message: errors[field] ?? '',
  }));
  const categoryItems = (categories ?? []).map((category) => ({
    value: String(category.id),
    label: localized(category, 'name', lang),
  }));

  return (
    <>
      {view.accepted?.reference || view.success ? (
        <StatusPanel
          title={t('forms.complaint.success_title')}
          message={t('forms.complaint.success_message')}
          id={(view.accepted ?? view.success)?.id}
          reference={(view.accepted ?? view.success)?.reference}
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
        aria-labelledby="complaint-form-title"
        className="relative space-y-5"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('forms.required_note')}</p>
        <input type="hidden" name="lng" value={lang} />
        <TextField
          idPrefix={ID}
          name="name"
          label={t('forms.complaint.name')}
          required
          autoComplete="name"
          maxLength={complaintLimits.name}
          defaultValue={values.name}
          error={errors.name}
        />
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <TextField
            idPrefix={ID}
            name="contact"
            type="tel"
            label={t('forms.complaint.contact')}
            hint={t('forms.complaint.contact_hint')}
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={complaintLimits.contact}
            defaultValue={values.contact}
            error={errors.contact}
          />
          <TextField
            idPrefix={ID}
            name="address"
            label={t('forms.complaint.address')}
            required
            autoComplete="street-address"
            maxLength={complaintLimits.address}
            defaultValue={values.address}
            error={errors.address}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <SelectField
            idPrefix={ID}
            name="branch"
            label={t('forms.complaint.branch')}
            hint={branches === null ? t('forms.complaint.no_branches') : undefined}
            required
            items={branchItems(branches ?? [], lang)}
            defaultValue={values.branch}
            error={errors.branch}
          />
          <SelectField
            idPrefix={ID}
            name="category"
            label={t('forms.complaint.category')}
            hint={categories === null ? t('forms.complaint.no_categories') : undefined}
            required
            items={categoryItems}
            defaultValue={values.category}
            error={errors.category}
          />
        </div>
        <TextField
          idPrefix={ID}
          name="title"
          label={t('forms.complaint.complaint_title')}
          hint={t('forms.complaint.title_hint')}
          required
          maxLength={complaintLimits.title}
          defaultValue={values.title}
          error={errors.title}
        />
        <TextareaField
          idPrefix={ID}
          name="details"
          label={t('forms.complaint.details')}
          hint={t('forms.complaint.details_hint')}
          rows={6}
          maxLength={complaintLimits.details}
          defaultValue={values.details}
          error={errors.details}
        />
        <FileField
          idPrefix={ID}
          name={COMPLAINT_FILE_FIELD}
          label={t('forms.complaint.file')}
          hint={t('forms.complaint.file_hint')}
          accept={COMPLAINT_FILE_ACCEPT}
          error={errors[COMPLAINT_FILE_FIELD]}
          // A file too large or of another type is said at once, not only on sending.
          onChange={() => validateField(COMPLAINT_FILE_FIELD)}
        />
        <HoneypotField idPrefix={ID} name={HONEYPOT_FIELD} />
        <SubmitButton pending={pending} label={t('forms.complaint.submit')} />
      </Form>
    </>
  );
}
