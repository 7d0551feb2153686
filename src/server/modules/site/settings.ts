// Turns the rows of the `setting` table into the site's answers. Missing keys are '' for text,
// false for flags and null for images, so a fresh install still answers complete objects.
import {
  aboutContent,
  contactPageTexts,
  footerContact,
  homeTexts,
  siteSettings,
  WHY_REASON_COUNT,
  whyReason,
  type AboutContent,
  type FooterContact,
  type SiteSettings,
} from '../../../shared/contract/site.ts';
import { aboutKey, contactPageTextKey, homeTextKey, whyReasonKey } from './setting-keys.ts';

export type SettingValues = ReadonlyMap<string, string>;

/** Images and flags are told apart by name; every other field is text. */
function valueOf(values: SettingValues, key: string, field: string): string | boolean | null {
  const value = values.get(key);
  if (field.startsWith('display_')) return value === 'true';
  if (field === 'logo' || field.endsWith('_image')) return value ? value : null;
  return value ?? '';
}

function fill(values: SettingValues, shape: object, keyOf: (field: string) => string) {
  return Object.fromEntries(Object.keys(shape).map((field) => [field, valueOf(values, keyOf(field), field)]));
}

export const toFooterContact = (values: SettingValues): FooterContact =>
  footerContact.parse(fill(values, footerContact.shape, (field) => field));

export function toSiteSettings(values: SettingValues): SiteSettings {
  const { why_choose: _why, home: _home, contact_page: _contact, ...scalars } = siteSettings.shape;
  return siteSettings.parse({
    ...fill(values, scalars, (field) => field),
    why_choose: Array.from({ length: WHY_REASON_COUNT }, (_, i) =>
      fill(values, whyReason.shape, (field) => whyReasonKey(i, field)),
    ),
    home: fill(values, homeTexts.shape, homeTextKey),
    contact_page: fill(values, contactPageTexts.shape, contactPageTextKey),
  });
}

export const toAboutContent = (values: SettingValues): AboutContent =>
  aboutContent.parse(fill(values, aboutContent.shape, aboutKey));
