// Site-wide content: the home page payload, services, footer contact, latest updates,
// site settings and the About page. Settings and About are read from the key/value `setting` table.
import { z } from 'zod';
import { listResponse } from './common.ts';
import { galleryImage } from './gallery.ts';
import { law } from './laws.ts';

const bilingual = <const Name extends string>(name: Name) =>
  ({ [`${name}_en`]: z.string(), [`${name}_ne`]: z.string() }) as Record<
    `${Name}_en` | `${Name}_ne`,
    z.ZodString
  >;

const slide = z.object({
  id: z.number().int(),
  image: z.string(),
  /** The picture's focal point as CSS `object-position` (`20% 85%`), or null for the centre. */
  image_position: z.string().nullable(),
  ...bilingual('title'),
  ...bilingual('description'),
});

/** An upcoming calendar occasion on the home page. */
const homeOccasion = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  ...bilingual('title'),
  ...bilingual('description'),
  /** Bikram Sambat start date, `YYYY/MM/DD`. */
  date: z.string(),
  /** AD dates, ISO `YYYY-MM-DD`; end_date is inclusive. */
  start_date: z.string(),
  end_date: z.string(),
  is_holiday: z.boolean(),
  is_jatra: z.boolean(),
});
export type HomeOccasion = z.infer<typeof homeOccasion>;

const service = z.object({
  id: z.number().int(),
  url: z.string(),
  image: z.string().nullable(),
  ...bilingual('name'),
  ...bilingual('description'),
});

/** How many upcoming occasions the home page shows. */
export const HOME_OCCASION_COUNT = 8;

export const homepageResponse = z.object({
  homepage: z.array(slide),
  occasions: z.array(homeOccasion),
  services: z.array(service),
});
export type HomepageResponse = z.infer<typeof homepageResponse>;

export const servicesResponse = listResponse(service);

/**
 * product.md section 3 "Footer contact". Missing texts are '', a missing portrait is null (placeholder).
 * A phone is one stored value in ASCII digits (`phone`, `contact_personN_phone`); the `_en`/`_ne` forms
 * (`contact_numbers_*`, `contact_personN_phone_*`) are derived from it for the documented answer shape.
 */
const contactPerson = <N extends 1 | 2 | 3>(n: N) => ({
  ...({ [`contact_person${n}_image`]: z.string().nullable() } as Record<
    `contact_person${N}_image`,
    z.ZodNullable<z.ZodString>
  >),
  ...bilingual(`contact_person${n}_name`),
  ...bilingual(`contact_person${n}_position`),
  ...({ [`contact_person${n}_phone`]: z.string() } as Record<`contact_person${N}_phone`, z.ZodString>),
  ...bilingual(`contact_person${n}_phone`),
});
export const footerContact = z.object({
  display_person_1: z.boolean(),
  display_person_2: z.boolean(),
  display_person_3: z.boolean(),
  ...contactPerson(1),
  ...contactPerson(2),
  ...contactPerson(3),
  ...bilingual('address'),
  /** The head office's phone number(s), ASCII digits: the same value as the site settings' `phone`. */
  phone: z.string(),
  ...bilingual('contact_numbers'),
  email: z.string(),
});
export type FooterContact = z.infer<typeof footerContact>;

/** The notice fields of the notice lists. */
const latestNotice = z.object({
  id: z.number().int(),
  branch_id: z.number().int().nullable(),
  ...bilingual('title'),
  ...bilingual('text'),
  file: z.string().nullable(),
  created_at: z.string(),
});
/** The article fields of the article lists. */
const latestArticle = z.object({
  id: z.number().int(),
  branch_id: z.number().int().nullable(),
  ...bilingual('title'),
  ...bilingual('text'),
  image: z.string().nullable(),
  file: z.string().nullable(),
  created_at: z.string(),
});

export const LATEST_GALLERY_COUNT = 8;
export const LATEST_LIST_COUNT = 6;

/** Home "latest updates" tabs: newest first. */
export const latestUpdatesResponse = z.object({
  gallery: z.array(galleryImage),
  notices: z.array(latestNotice),
  articles: z.array(latestArticle),
  laws: z.array(law),
});
export type LatestUpdatesResponse = z.infer<typeof latestUpdatesResponse>;

export const whyReason = z.object({ ...bilingual('title'), ...bilingual('description') });
export type WhyReason = z.infer<typeof whyReason>;
export const WHY_REASON_COUNT = 4;

/** Headings and blurbs of the home page sections. */
export const homeTexts = z.object({
  ...bilingual('latest_updates_title'),
  ...bilingual('latest_updates_description'),
  ...bilingual('occasions_title'),
  ...bilingual('occasions_description'),
  ...bilingual('services_title'),
  ...bilingual('services_description'),
  ...bilingual('why_title'),
  ...bilingual('why_description'),
  ...bilingual('location_title'),
  ...bilingual('location_subtitle'),
  ...bilingual('location_description'),
});

/** Texts of the contact page (hero, support and trust blurbs, form intro, map heading). */
export const contactPageTexts = z.object({
  ...bilingual('hero_title'),
  ...bilingual('hero_description'),
  ...bilingual('support_title'),
  ...bilingual('support_text'),
  ...bilingual('trust_title'),
  ...bilingual('trust_text'),
  ...bilingual('form_title'),
  ...bilingual('form_description'),
  ...bilingual('map_title'),
});

/** The donation page (issue 27): what a gift is for, the bank account, a QR code to pay by phone. */
export const donationTexts = z.object({
  ...bilingual('purpose'),
  ...bilingual('bank_name'),
  ...bilingual('account_name'),
  account_number: z.string(),
  ...bilingual('bank_branch'),
  /** A payment QR code's image address (a banking app scans it); null: none. */
  qr_image: z.string().nullable(),
});

/** Settings every page may need (header, footer, home, contact page). Missing texts are ''. */
export const siteSettings = z.object({
  ...bilingual('institution_name'),
  logo: z.string().nullable(),
  /** The head office's map, an embeddable URL for an iframe. */
  map_embed_url: z.string(),
  /** External apply-for-vacancy site (Vacancy menu, opens in a new tab). */
  apply_vacancy_url: z.string(),
  /** The head office's phone number(s), ASCII digits, several separated by commas: stored once. */
  phone: z.string(),
  /** Derived from `phone` (the Nepali one in Nepali digits), for the documented answer shape. */
  ...bilingual('office_phone'),
  email: z.string(),
  ...bilingual('address'),
  ...bilingual('office_hours'),
  why_choose: z.array(whyReason),
  home: homeTexts,
  contact_page: contactPageTexts,
  donations: donationTexts,
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** The About page. Missing texts are '', a missing portrait is null. */
export const aboutContent = z.object({
  ...bilingual('hero_title'),
  ...bilingual('hero_subtitle'),
  ...bilingual('intro_title'),
  ...bilingual('intro_text'),
  ...bilingual('story_title'),
  ...bilingual('story_text'),
  ...bilingual('message_title'),
  ...bilingual('message_text'),
  ...bilingual('chairperson_name'),
  ...bilingual('chairperson_position'),
  chairperson_image: z.string().nullable(),
});
export type AboutContent = z.infer<typeof aboutContent>;
