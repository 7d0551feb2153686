// @vitest-environment happy-dom
// The one file picker (issue 27's, reused by the staff area): its words are the page's language, not the
// browser's; it names the chosen file; a form reset forgets the name; a picker whose file is sent by
// script has no name, so the form around it never posts the file.
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { FileField } from './file-field.tsx';

afterEach(cleanup);

const pdf = () => new File(['%PDF-1.4'], 'सूचना.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('speaks the page language, names the chosen file and forgets it when its form is reset', async () => {
    renderInPage(
      <form>
        <FileField idPrefix="media" name="file" label="फाइल" accept="application/pdf" required />
      </form>,
      { lang: 'ne' },
    );
    const input = document.getElementById('media-file') as HTMLInputElement;
    expect(input.getAttribute('name')).toBe('file');
    expect(input.required).toBe(true);
    const chosen = document.getElementById('media-file-chosen');
    expect(chosen?.textContent).toBe(translate('ne', 'forms.file_none'));
    expect(screen.getByText(translate('ne', 'forms.file_choose'))).toBeTruthy();
    // The input is what a screen reader meets: named by the label, described by the chosen file's name.
    expect(input.getAttribute('aria-describedby')).toContain('media-file-chosen');
    await userEvent.upload(input, pdf());
    expect(chosen?.textContent).toBe('सूचना.pdf');
    input.form?.reset();
    await screen.findByText(translate('ne', 'forms.file_none'));
  });

  it('posts nothing when its file is sent by script, and says no requirement when told so', async () => {
    let element: HTMLInputElement | null = null;
    renderInPage(
      <form>
        <FileField
          idPrefix="picker"
          name="file"
          posted={false}
          requirement=""
          inputRef={(input) => {
            element = input;
          }}
          label="File"
          accept="application/pdf"
          error="Choose a file to upload first."
        />
      </form>,
    );
    const input = screen.getByLabelText(/^File/);
    expect(element).toBe(input);
    expect(input.getAttribute('name')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(translate('en', 'forms.optional'))).toBeNull();
    await userEvent.upload(input, pdf());
    expect([...new FormData(input.closest('form') ?? undefined).keys()]).toEqual([]);
  });
});
