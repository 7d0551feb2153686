// @vitest-environment happy-dom
// The Preeti help beside a Nepali field: the button converts the field (or its selection) and can be
// undone; pasted legacy text brings the offer to convert just what was pasted; English pastes do not.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { PreetiHelp } from './preeti-help.tsx';

afterEach(cleanup);

function renderField(value: string) {
  renderInPage(
    <div>
      <label htmlFor="content-title_ne">Title in Nepali</label>
      <input id="content-title_ne" name="title_ne" defaultValue={value} />
      <PreetiHelp fieldId="content-title_ne" label="Title in Nepali" />
    </div>,
    { lang: 'en', url: '/admin/notices/new' },
  );
  return screen.getByLabelText('Title in Nepali') as HTMLInputElement;
}

function paste(input: HTMLInputElement, text: string) {
  const at = input.value.length;
  input.setSelectionRange(at, at);
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
    clipboardData: { getData: (type: string) => string };
  };
  event.clipboardData = { getData: (type) => (type === 'text/plain' ? text : '') };
  act(() => {
    input.dispatchEvent(event);
  });
  // The browser then inserts the text; the test does what it would.
  fireEvent.input(input, { target: { value: input.value + text } });
}

describe('PreetiHelp', () => {
  it('converts the whole field with its button, and undoes it', () => {
    const input = renderField("u'7L ;+:yfg");
    fireEvent.click(screen.getByRole('button', { name: /Convert from Preeti: “Title in Nepali”/ }));
    expect(input.value).toBe('गुठी संस्थान');
    expect(screen.getByRole('status').textContent).toContain('Converted to Unicode Nepali.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(input.value).toBe("u'7L ;+:yfg");
  });

  it('says there is nothing to convert in a field already in Nepali script', () => {
    const input = renderField('नेपाल');
    fireEvent.click(screen.getByRole('button', { name: /from Preeti/ }));
    expect(input.value).toBe('नेपाल');
    expect(screen.getByRole('status').textContent).toContain('Nothing to convert');
  });

  it('offers to convert pasted Preeti text, converting only what was pasted', () => {
    const input = renderField('सूचना: ');
    paste(input, 'g]kfn ;/sf/');
    expect(screen.getByRole('status').textContent).toContain('looks like text typed in the Preeti');
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(input.value).toBe('सूचना: नेपाल सरकार');
  });

  it('makes no offer for an English paste', () => {
    const input = renderField('');
    paste(input, 'The office is closed on Saturday');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
