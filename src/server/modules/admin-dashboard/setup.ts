// First run (issue 29 item 7): what a new site still lacks, worked out from the database each time the
// administrator's dashboard is read, so a step ticks itself off when it is done anywhere (not a list someone
// has to keep). Only administrators see it: they alone may change settings and accounts.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { published } from '#server/db/published.ts';
import { truthy, type Staff } from '#server/auth/staff.ts';
import { can } from '#shared/contract/admin/staff.ts';
import { readOneSettingGroup } from '#server/db/read-models/setting-groups.ts';
import { setupSteps, type SetupStep } from '#shared/contract/admin/dashboard.ts';

const filled = (...texts: (string | null | undefined)[]) => texts.every((text) => !!text?.trim());

async function anyPublished(db: Kysely<Database>, table: 'slide' | 'notice') {
  return (
    (await db.selectFrom(table).select('id').where(published()).limit(1).executeTakeFirst()) !== undefined
  );
}

/** Each step, done or not; null for a staff member who is not an administrator. */
export async function setupChecklist(db: Kysely<Database>, staff: Staff) {
  if (!can(staff.role, 'settings.manage') || !can(staff.role, 'accounts.manage')) return null;
  const [identity, contact, slides, notice, accounts] = await Promise.all([
    readOneSettingGroup(db, 'identity'),
    readOneSettingGroup(db, 'contact'),
    anyPublished(db, 'slide'),
    anyPublished(db, 'notice'),
    db.selectFrom('auth_user').select(['twoFactorEnabled', 'disabled']).execute(),
  ]);
  const active = accounts.filter((account) => !truthy(account.disabled));
  const done: Record<SetupStep, boolean> = {
    name: filled(identity.institution_name_en, identity.institution_name_ne),
    logo: identity.logo !== null && identity.logo !== '',
    contacts: filled(contact.phone, contact.email, contact.address_en, contact.address_ne),
    office_hours: filled(contact.office_hours_en, contact.office_hours_ne),
    slides,
    first_notice: notice,
    second_account: active.length >= 2,
    // Every active account signs in with a second factor (administrators must; others should).
    two_step: active.every((account) => truthy(account.twoFactorEnabled)),
  };
  return setupSteps.map((step) => ({ step, done: done[step] }));
}
