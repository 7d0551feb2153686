// Refuses the passwords attackers try first: the 49,000 most common passwords (zxcvbn-ts's list, a
// maintained package), words any guesser of this site would try, and one character repeated.
// Length limits are the schema's (shared/contract/admin/staff.ts); hashing is better-auth's (scrypt).
import { dictionary } from '@zxcvbn-ts/language-common';

const SITE_WORDS = ['sampada', 'guthi', 'sansthan', 'nepal', 'kathmandu', 'heritage', 'password', 'admin'];

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/** True when the password is on the common list, is a site word with digits or symbols around it, or one repeated character. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  if (/^(.)\1*$/u.test(password)) return true;
  const letters = lower.replace(/[^a-z]/g, '');
  return SITE_WORDS.some((word) => letters === word || letters === word + word);
}
