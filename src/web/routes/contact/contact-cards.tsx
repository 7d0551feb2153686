// The four contact cards of product.md section 2 (phone, email, head office, office hours) from the site
// settings, with working tel: and mailto: links. A missing value reads 'N/A'.
import type { ReactNode } from 'react';
import type { SiteSettings } from '#shared/contract/site.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from '#web/components/icons/icons.tsx';
import { PhoneLinks } from '#web/components/phone-links/phone-links.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

function ClockIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

const linkClass =
  'break-words underline decoration-rose-800/40 underline-offset-2 hover:decoration-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:decoration-rose-300/50 dark:hover:decoration-rose-300 dark:focus-visible:outline-amber-300';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-800 dark:bg-rose-950 dark:text-rose-200">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
        <div className="mt-1 text-slate-700 dark:text-slate-300">{children}</div>
      </div>
    </li>
  );
}

export function ContactCards({ settings }: { settings: SiteSettings | null }) {
  const { t, lang } = useI18n();
  const none = t('forms.contact.not_available');
  // The one stored value, the footer's too; shown in the visitor's digits.
  const phone = settings?.phone ?? '';
  const email = settings?.email ?? '';
  const address = settings ? localized(settings, 'address', lang) : '';
  const hours = settings ? localized(settings, 'office_hours', lang) : '';
  return (
    <ul
      aria-label={t('forms.contact.cards_label')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Card icon={<PhoneIcon size={22} />} title={t('forms.contact.phone')}>
        {phone ? <PhoneLinks phone={phone} className={linkClass} /> : none}
      </Card>
      <Card icon={<MailIcon size={22} />} title={t('forms.contact.email')}>
        {email ? (
          <a className={linkClass} href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          none
        )}
      </Card>
      <Card icon={<MapPinIcon size={22} />} title={t('forms.contact.location')}>
        {address ? <address className="not-italic">{address}</address> : none}
      </Card>
      <Card icon={<ClockIcon />} title={t('forms.contact.hours')}>
        {hours || none}
      </Card>
    </ul>
  );
}
