// The site footer: quick links, the contact block of product.md section 3 (Footer contact: only the persons
// whose display flag is set, one grid column each, a placeholder portrait when there is no photo)
// and the 2024 copyright line, all in the visitor's language (Nepali digits in Nepali).
import { Link } from 'react-router';
import type { FooterContact } from '#shared/contract/site.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import type { LayoutData } from '#web/lib/layout/layout-data.ts';
import { PhoneLinks } from '../phone-links/phone-links.tsx';
import { AvatarPlaceholder, MailIcon, MapPinIcon, PhoneIcon } from '../icons/icons.tsx';
import { institutionName } from '../site-header/site-header.tsx';
import { pages } from '#web/lib/paths.ts';

const COPYRIGHT_YEAR = 2024;
const PERSONS = [1, 2, 3] as const;
/** Tailwind needs whole class names: one grid column per shown person, from the small breakpoint. */
const COLUMNS: Record<number, string> = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' };

const LINK =
  'rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

interface Person {
  n: number;
  image: string | null;
  name: string;
  position: string;
  phone: string;
}

export function contactPersons(contact: FooterContact, lang: 'en' | 'ne'): Person[] {
  return PERSONS.filter((n) => contact[`display_person_${n}`]).map((n) => ({
    n,
    image: contact[`contact_person${n}_image`],
    name: contact[`contact_person${n}_name_${lang}`],
    position: contact[`contact_person${n}_position_${lang}`],
    // The one stored value (ASCII digits); PhoneLinks shows it in the visitor's digits.
    phone: contact[`contact_person${n}_phone`],
  }));
}

function ContactPersons({ persons }: { persons: Person[] }) {
  const { t } = useI18n();
  if (!persons.length) return null;
  return (
    <section aria-labelledby="footer-persons">
      <h2 id="footer-persons" className="text-lg font-semibold text-amber-200">
        {t('footer.contact_persons')}
      </h2>
      <ul className={`mt-4 grid grid-cols-1 gap-6 ${COLUMNS[persons.length] ?? ''}`}>
        {persons.map((person) => (
          <li key={person.n} className="flex items-center gap-4 sm:flex-col sm:items-start">
            {person.image ? (
              <img
                src={person.image}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="h-18 w-18 shrink-0 rounded-full object-cover"
              />
            ) : (
              <AvatarPlaceholder size={72} className="shrink-0" />
            )}
            <div className="min-w-0">
              <p className="font-semibold">{person.name}</p>
              <p className="text-sm text-slate-300">{person.position}</p>
              {person.phone ? (
                <p className="mt-1 text-sm">
                  <PhoneLinks phone={person.phone} className={LINK} />
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFooter({ layout }: { layout: LayoutData }) {
  const { lang, t, n } = useI18n();
  const name = institutionName(layout, lang, t('site.name'));
  const contact = layout.footerContact;
  const address = contact?.[`address_${lang}`] ?? '';
  // The head office's phone: the same stored value as the contact page's card (settings `phone`).
  const numbers = contact?.phone ?? '';
  const email = contact?.email ?? '';
  const quickLinks = [
    { to: '/', label: t('nav.home') },
    { to: pages.gallery(), label: t('nav.gallery') },
    { to: pages.articles(), label: t('nav.article') },
    { to: pages.contact(), label: t('nav.contact') },
    { to: pages.complaintRecord(), label: t('record.link') },
    { to: pages.alerts(), label: t('alerts.link') },
  ];
  return (
    <footer className="mt-auto border-t-4 border-[#8b1e2d] bg-slate-900 text-slate-100 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1.6fr)]">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-amber-200">
            {t('footer.contact')}
          </h2>
          <p className="mt-3 font-semibold">{name}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {address ? (
              <li className="flex gap-2">
                <MapPinIcon size={18} className="mt-0.5 shrink-0 text-amber-200" />
                <span>
                  <span className="sr-only">{t('footer.address')}: </span>
                  {address}
                </span>
              </li>
            ) : null}
            {numbers ? (
              <li className="flex gap-2">
                <PhoneIcon size={18} className="mt-0.5 shrink-0 text-amber-200" />
                <span>
                  <span className="sr-only">{t('footer.phone')}: </span>
                  <PhoneLinks phone={numbers} className={LINK} />
                </span>
              </li>
            ) : null}
            {email ? (
              <li className="flex gap-2">
                <MailIcon size={18} className="mt-0.5 shrink-0 text-amber-200" />
                <span>
                  <span className="sr-only">{t('footer.email')}: </span>
                  <a className={LINK} href={`mailto:${email}`}>
                    {email}
                  </a>
                </span>
              </li>
            ) : null}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-lg font-semibold text-amber-200">
            {t('footer.quick_links')}
          </h2>
          <ul className="mt-3 space-y-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link className={LINK} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {contact ? (
          <div className="md:col-span-2 lg:col-span-1">
            <ContactPersons persons={contactPersons(contact, lang)} />
          </div>
        ) : null}
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-300 sm:px-6">
          {t('footer.copyright', { year: n(COPYRIGHT_YEAR), name })}
        </p>
      </div>
    </footer>
  );
}
