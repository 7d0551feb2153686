// A phone setting as links to dial: stored once in ASCII digits (shared/contract/settings.ts), shown in
// the visitor's digits (Nepali on Nepali pages), each number its own `tel:` link. The footer, its contact
// persons and the contact page's card all show phones through this, so they cannot disagree.
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { phoneNumbers, telHref } from '#web/lib/format/tel-href.ts';

export function PhoneLinks({ phone, className }: { phone: string; className: string }) {
  const { n } = useI18n();
  const numbers = phoneNumbers(phone);
  return numbers.map((number, index) => (
    <span key={`${index}-${number}`}>
      {index > 0 ? ', ' : null}
      <a className={className} href={telHref(number)}>
        {n(number)}
      </a>
    </span>
  ));
}
