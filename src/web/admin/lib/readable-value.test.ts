import { describe, expect, it } from 'vitest';
import { specOf } from '#shared/contract/admin/content-kinds.ts';
import { adminMessages, type AdminKey } from './messages.ts';
import { readableValue, type ReadableContext } from './readable-value.ts';

const context = (lang: 'ne' | 'en', choices: ReadableContext['choices'] = {}): ReadableContext => ({
  t: (key: AdminKey) => adminMessages[lang][key],
  lang,
  choices,
});
const notices = specOf('notices');

describe('history values as people read them', () => {
  it('shows a day in Bikram Sambat with its AD date, in the screen’s digits', () => {
    expect(readableValue(notices, 'date', '2026-11-27', context('en'))).toBe(
      '11 Mangsir 2083 (AD 27 November 2026)',
    );
    expect(readableValue(notices, 'date', '2026-11-27', context('ne'))).toBe(
      '११ मंसिर २०८३ (ई.सं. 27 November 2026)',
    );
  });

  it('shows publishing times as a BS date and Nepal time', () => {
    expect(readableValue(notices, 'publish_at', '2026-11-27T08:45:00.000Z', context('ne'))).toBe(
      '११ मंसिर २०८३, १४:३० (ई.सं. 27 November 2026)',
    );
    expect(readableValue(notices, 'unpublish_at', '2026-11-27T08:45:00.000Z', context('en'))).toBe(
      '11 Mangsir 2083, 14:30 (AD 27 November 2026)',
    );
  });

  it('shows flags as yes or no, statuses by label, choices by name, and empty values as a dash', () => {
    expect(readableValue(notices, 'is_urgent', true, context('en'))).toBe('Yes');
    expect(readableValue(notices, 'is_popup', false, context('ne'))).toBe('होइन');
    expect(readableValue(notices, 'status', 'published', context('en'))).toBe(
      adminMessages.en['admin.visibility.published'],
    );
    const branches = { branch_id: new Map([['3', 'Bhaktapur branch']]) };
    expect(readableValue(notices, 'branch_id', 3, context('en', branches))).toBe('Bhaktapur branch');
    expect(readableValue(notices, 'file', null, context('en'))).toBe('—');
    expect(readableValue(specOf('slides'), 'sort_order', 12, context('ne'))).toBe('१२');
    // Texts stay as typed, whatever they hold.
    expect(readableValue(notices, 'title_en', 'true', context('en'))).toBe('true');
  });
});
