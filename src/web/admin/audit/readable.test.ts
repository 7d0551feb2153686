import { describe, expect, it } from 'vitest';
import { auditActions, type AuditEntry } from '#shared/contract/admin/audit.ts';
import { toCsv } from '#shared/csv.ts';
import { adminText } from '../lib/admin-text.ts';
import { actionKey } from '../lib/audit-messages.ts';
import { adminMessages } from '../lib/messages.ts';
import { changeLine, readEntry } from './readable.ts';

const noticeEdit: AuditEntry = {
  id: 7,
  at: '2026-11-27T08:45:00.000Z',
  actorId: 'u1',
  actorEmail: 'ram@guthi.example',
  actorName: 'राम शर्मा',
  ip: '127.0.0.1',
  action: 'content.updated',
  storedAction: 'content.updated',
  entity: 'notice',
  entityId: '67',
  target: { type: 'content', kind: 'notices', id: 67, titleNe: 'सडक बन्द', titleEn: 'Road closed' },
  before: { title_ne: 'पुरानो शीर्षक', is_urgent: false, date: '2026-11-20', revision: 1 },
  after: { title_ne: 'सडक बन्द', is_urgent: true, date: '2026-11-27', revision: 2 },
  references: { accounts: {}, branches: {} },
};

describe('an activity log entry as people read it', () => {
  it('in Nepali: the name, a phrase, the title linked, the labels and values in Nepali and BS', () => {
    const t = adminText('ne');
    const read = readEntry(noticeEdit, t, 'ne');
    expect(read.who).toBe('राम शर्मा');
    expect(read.action).toBe('परिवर्तन गर्नुभयो');
    expect(read.target).toEqual({ text: 'सूचना “सडक बन्द”', href: '/admin/notices/67' });
    expect(read.changes.map((change) => changeLine(change, t))).toEqual([
      'नेपालीमा शीर्षक: पुरानो शीर्षक → सडक बन्द',
      `${t('admin.field.is_urgent')}: होइन → हो`,
      `${t('admin.field.date')}: ४ मंसिर २०८३ (ई.सं. 20 November 2026) → ११ मंसिर २०८३ (ई.सं. 27 November 2026)`,
      'संस्करण: १ → २',
    ]);
  });

  it('in English, with long texts shortened and HTML read as its words', () => {
    const t = adminText('en');
    const read = readEntry(
      { ...noticeEdit, before: null, after: { text_en: `<p>${'word '.repeat(60)}</p>` } },
      t,
      'en',
    );
    expect(read.target.text).toBe('notice “Road closed”');
    const [change] = read.changes;
    expect(change!.before).toBeNull();
    expect(change!.field).toBe('Text in English');
    expect(change!.after).toMatch(/^word word .*…$/);
    expect(change!.after.length).toBeLessThanOrEqual(120);
  });

  it('names the account and the branch a case was given to, in the screen’s language; an unknown id stays an id', () => {
    const assigned: AuditEntry = {
      ...noticeEdit,
      action: 'case.assigned',
      storedAction: 'case.assigned',
      entity: 'complaint',
      target: { type: 'case', kind: 'complaint', id: 4, reference: 'GS-2083-0004' },
      before: { branchId: 2, assignedUserId: null },
      after: { branchId: 3, assignedUserId: 'u9' },
      references: {
        accounts: { u9: 'Sita Pradhan' },
        branches: { '3': { ne: 'भक्तपुर', en: 'Bhaktapur' } },
      },
    };
    const ne = adminText('ne');
    expect(readEntry(assigned, ne, 'ne').changes.map((change) => changeLine(change, ne))).toEqual([
      'शाखा: २ → भक्तपुर',
      `${ne('admin.audit.field.assignedUserId')}: — → Sita Pradhan`,
    ]);
    const en = adminText('en');
    expect(readEntry(assigned, en, 'en').changes.map((change) => changeLine(change, en))).toEqual([
      'Branch: 2 → Bhaktapur',
      'Assigned to: — → Sita Pradhan',
    ]);
  });

  it('says which second step a sign-in used, in words', () => {
    const signIn: AuditEntry = {
      ...noticeEdit,
      action: 'sign_in.succeeded',
      storedAction: 'sign_in.succeeded',
      entity: 'user',
      target: { type: 'account', id: 'u1', name: 'राम शर्मा' },
      before: null,
      after: { twoFactor: 'backup code' },
    };
    const ne = adminText('ne');
    expect(readEntry(signIn, ne, 'ne').changes.map((change) => changeLine(change, ne))).toEqual([
      ne('admin.audit.set_to', { field: 'दोस्रो चरण', after: 'ब्याकअप कोड' }),
    ]);
    const en = adminText('en');
    const read = readEntry({ ...signIn, after: { twoFactor: 'authenticator' } }, en, 'en');
    expect(read.changes.map((change) => changeLine(change, en))).toEqual([
      en('admin.audit.set_to', { field: 'Second step', after: 'code from the authenticator app' }),
    ]);
  });

  it('shows an action outside the list as “other” with the stored text', () => {
    const read = readEntry(
      { ...noticeEdit, action: 'other', storedAction: 'legacy.thing' },
      adminText('ne'),
      'ne',
    );
    expect(read.action).toBe('अन्य (legacy.thing)');
  });

  it('names an item that is gone by its number, unlinked', () => {
    const gone = {
      ...noticeEdit,
      target: { ...noticeEdit.target, titleNe: null, titleEn: null },
    } as AuditEntry;
    expect(readEntry(gone, adminText('ne'), 'ne').target).toEqual({ text: 'सूचना #६७ (अब छैन)', href: null });
  });

  it('has a phrase for every action of the list in both languages', () => {
    for (const action of [...auditActions, 'other' as const]) {
      expect(adminMessages.ne[actionKey(action)]).toBeTruthy();
      expect(adminMessages.en[actionKey(action)]).toBeTruthy();
    }
  });

  it('goes into a CSV as text, Devanagari kept', () => {
    const t = adminText('ne');
    const read = readEntry(noticeEdit, t, 'ne');
    const csv = toCsv([t('admin.audit.col.who')], [[read.who]]);
    expect(csv).toBe('\uFEFF"को"\r\n"राम शर्मा"\r\n');
  });
});
