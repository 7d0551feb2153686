// The accounts list's search and its "not signed in for 90 days" filter (issue 29: stale accounts must be
// findable). Worked out over every account: a staff is tens of people, and matching Nepali names without
// regard to case is JavaScript's, not the same in SQLite's and PostgreSQL's lower().
import { UNUSED_AFTER_DAYS, type StaffListQuery } from '#shared/contract/admin/users.ts';
import type { StaffMember } from '#shared/contract/admin/staff.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

/** Its last sign-in, or when it was made for one never used: an account made yesterday is not stale. */
const lastUse = (member: StaffMember) => Date.parse(member.lastSignInAt ?? member.createdAt);

/**
 * The accounts a search asks for. With `unused`, only those not signed in for 90 days, the longest
 * unused first (never-used ones by age); else by name, as stored.
 */
export function filterAccounts(
  members: StaffMember[],
  query: StaffListQuery,
  now = Date.now(),
): StaffMember[] {
  const words = folded(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = members.filter((member) => {
    const text = folded(`${member.name} ${member.email}`);
    return words.every((word) => text.includes(word));
  });
  if (!query.unused) return found;
  const cutoff = now - UNUSED_AFTER_DAYS * DAY_MS;
  return found.filter((member) => lastUse(member) < cutoff).sort((a, b) => lastUse(a) - lastUse(b));
}
