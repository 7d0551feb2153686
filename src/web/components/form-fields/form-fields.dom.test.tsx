// @vitest-environment happy-dom
// The form controls as a visitor's assistive technology meets them: found by role and accessible
// name, with their hint and error read as their description, and the error summary taking focus
// and moving it to the field it names.
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { SelectField } from './select-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';

afterEach(cleanup);

const inLanguage = (lang: Lang, ui: ReactNode) => renderInPage(ui, { lang });

describe('TextField', () => {
  it('is named by its label and says whether it is needed', () => {
    inLanguage('en', <TextField name="full_name" idPrefix="contact" label="Full name" required />);
    const input = screen.getByRole('textbox', { name: /^Full name/ });
    expect(input.getAttribute('name')).toBe('full_name');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(translate('en', 'forms.required'))).toBeTruthy();
  });

  it('reads its hint, then its error, as its description, and is marked invalid', () => {
    inLanguage(
      'ne',
      <TextField
        name="phone"
        idPrefix="contact"
        label="फोन"
        hint="१० अङ्क"
        error="फोन नम्बर मिलेन"
        type="tel"
      />,
    );
    const input = screen.getByRole('textbox', { name: /^फोन/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const description = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim());
    expect(description).toEqual(['१० अङ्क', `${translate('ne', 'forms.error_prefix')} फोन नम्बर मिलेन`]);
    expect(screen.getByText(translate('ne', 'forms.optional'))).toBeTruthy();
  });
});

describe('TextareaField and SelectField', () => {
  it('offer a multi-line box and a list with "choose" first, each named by its label', async () => {
    inLanguage(
      'en',
      <>
        <TextareaField name="message" idPrefix="c" label="Message" required />
        <SelectField
          name="branch"
          idPrefix="c"
          label="Branch"
          required
          items={[{ label: 'Kathmandu', options: [{ value: '3', label: 'Kathmandu branch' }] }]}
        />
      </>,
    );
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(message, 'line one{enter}line two');
    expect((message as HTMLTextAreaElement).value).toBe('line one\nline two');
    const branch = screen.getByRole('combobox', { name: /^Branch/ });
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toBe(translate('en', 'forms.choose'));
    await userEvent.selectOptions(branch, 'Kathmandu branch');
    expect((branch as HTMLSelectElement).value).toBe('3');
    expect(screen.getByRole('group', { name: 'Kathmandu' })).toBeTruthy();
  });
});

describe('SubmitButton', () => {
  it('says it is sending and cannot be pressed again while the form is sent', () => {
    const { rerender } = inLanguage('en', <SubmitButton pending={false} label="Send" />);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    rerender(
      <LanguageProvider initial="en">
        <SubmitButton pending label="Send" />
      </LanguageProvider>,
    );
    const sending = screen.getByRole('button', { name: translate('en', 'forms.sending') });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(sending.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('ErrorSummary', () => {
  it('takes focus after a failed submit and moves it to the field a link names', async () => {
    inLanguage(
      'en',
      <>
        <ErrorSummary items={[{ id: 'c-full_name', message: 'Enter your full name' }]} focusKey={1} />
        <TextField name="full_name" idPrefix="c" label="Full name" error="Enter your full name" />
      </>,
    );
    const title = screen.getByRole('heading', { name: translate('en', 'forms.error_summary_title') });
    expect(document.activeElement).toBe(title.parentElement);
    await userEvent.click(screen.getByRole('link', { name: 'Enter your full name' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Full name/ }));
  });

  it('shows nothing, and takes no focus, when there is nothing to say', () => {
    const { container } = inLanguage('en', <ErrorSummary items={[]} focusKey={3} />);
    expect(container.textContent).toBe('');
  });
});
