// schema.org data for search engines (JSON-LD): the trust and its branches on the home page, a
// festival as an Event on its page. A data block, not a script: the browser never runs it.
import type { Festival } from '#shared/contract/festivals.ts';
import type { Lang } from '#shared/i18n/index.ts';
import type { LayoutData, MenuBranch } from '#web/lib/layout/layout-data.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

/** `<` written as \u003c, so no text in the data can end the element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

const nameOf = (entry: { name_en: string; name_ne: string }, lang: Lang) =>
  (lang === 'ne' ? entry.name_ne : entry.name_en) || entry.name_en;

function branchOrganisation(branch: MenuBranch, publicUrl: string, lang: Lang): Record<string, unknown> {
  return {
    '@type': 'GovernmentOrganization',
    name: nameOf(branch, lang),
    url: `${publicUrl}/branches/${branch.id}`,
    ...(branch.sub_branch.length
      ? { subOrganization: branch.sub_branch.map((sub) => branchOrganisation(sub, publicUrl, lang)) }
      : {}),
  };
}

/** `siteName`: the trust's name from the settings (useSiteName), as every preview shows it. */
export function organisationData(
  layout: LayoutData,
  publicUrl: string,
  lang: Lang,
  siteName: string,
): Record<string, unknown> {
  const settings = layout.settings;
  const pick = (en?: string | null, ne?: string | null) => (lang === 'ne' ? ne || en : en || ne) || undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    name: siteName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}${settings?.logo ?? '/icons/icon-512.png'}`,
    email: settings?.email || undefined,
    // The one stored phone, its first number, in the ASCII digits schema.org readers dial.
    telephone: settings?.phone.split(',')[0]?.trim() || undefined,
    address: pick(settings?.address_en, settings?.address_ne),
    subOrganization: layout.branches.map((branch) => branchOrganisation(branch, publicUrl, lang)),
  };
}

export function festivalEventData(
  festival: Festival,
  publicUrl: string,
  lang: Lang,
  siteName: string,
): Record<string, unknown> {
  const text = (en: string, ne: string) => (lang === 'ne' ? ne || en : en || ne);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: text(festival.title_en, festival.title_ne),
    description: plainTextOf(text(festival.description_en, festival.description_ne)).slice(0, 500),
    startDate: festival.start_date,
    endDate: festival.end_date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: text(festival.location_en, festival.location_ne) || undefined,
      address: 'Nepal',
    },
    ...(festival.image ? { image: `${publicUrl}${festival.image}` } : {}),
    url: `${publicUrl}/festivals/details/${festival.id}`,
    organizer: { '@type': 'GovernmentOrganization', name: siteName, url: `${publicUrl}/` },
  };
}
