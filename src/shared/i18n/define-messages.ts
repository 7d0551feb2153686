/**
 * One area's strings in both languages. The Nepali table must have exactly the English keys:
 * a missing or extra key fails the typecheck.
 */
export function defineMessages<const Keys extends string>(messages: {
  en: Record<Keys, string>;
  ne: NoInfer<Record<Keys, string>>;
}): { en: Record<Keys, string>; ne: Record<Keys, string> } {
  return messages;
}
