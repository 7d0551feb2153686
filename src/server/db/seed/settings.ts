// The demo's site settings, one typed group each (shared/contract/settings.ts): the values the trust's
// staff will later edit, one form a group. The texts are data/settings.json; the logo and portraits
// are generated, and the footer's contact persons and the chairperson are people.json's rows (by key),
// so the footer, the About page and the team page name the same people.
import type { Media } from './media.ts';
import { person, position } from './people.ts';
import { readSeedData, settingsSeed, type PersonSeed } from './seed-data.ts';
import { settingGroups, settingRichTextKeys, type SettingGroups } from '#shared/contract/settings.ts';
import { paragraphsOf } from '#shared/rich-text/plain-text.ts';

export const settingsData = readSeedData('settings', settingsSeed);

/** A named person's portrait URL (null: the placeholder). */
export const portrait = (media: Media, named: PersonSeed): string | null =>
  named.portrait === null ? null : (media.portraits[named.portrait] ?? null);

export function buildSettings(media: Media): SettingGroups {
  const persons: Record<string, string | boolean | null> = {};
  settingsData.footer_persons.forEach(({ person: key, shown }, i) => {
    const named = person(key);
    const n = i + 1;
    if (!named.phone) throw new Error(`demo data: footer person '${key}' has no phone`);
    const { title_en, title_ne } = position(named.position);
    Object.assign(persons, {
      [`display_person_${n}`]: shown,
      [`contact_person${n}_image`]: portrait(media, named),
      [`contact_person${n}_name_en`]: named.name_en,
      [`contact_person${n}_name_ne`]: named.name_ne,
      [`contact_person${n}_position_en`]: title_en,
      [`contact_person${n}_position_ne`]: title_ne,
      // Once, in ASCII digits: the Nepali pages derive their digits (settings.ts of the site module).
      [`contact_person${n}_phone`]: named.phone,
    });
  });
  const { chairperson, ...aboutTexts } = settingsData.about;
  // The About page's long texts are rich text (ADR 031): the JSON's lines become paragraphs.
  const about: Record<string, string> = { ...aboutTexts };
  for (const key of settingRichTextKeys.about!) about[key] = paragraphsOf(about[key] ?? '');
  const { qr_text: _qrText, ...donationTexts } = settingsData.donations;
  const chair = person(chairperson);
  // Each group through its schema: a key it does not name, or a value of the wrong type, stops the seed.
  return {
    identity: settingGroups.identity.parse({ ...settingsData.identity, logo: media.logo }),
    contact: settingsData.contact,
    footer_persons: settingGroups.footer_persons.parse(persons),
    why_choose: settingsData.why_choose,
    home_texts: settingsData.home_texts,
    contact_page: settingsData.contact_page,
    donations: settingGroups.donations.parse({
      ...donationTexts,
      qr_image: media.donationQr,
    }),
    about: settingGroups.about.parse({
      ...about,
      chairperson_name_en: chair.name_en,
      chairperson_name_ne: chair.name_ne,
      chairperson_image: portrait(media, chair),
    }),
    // Empty: the defaults (7 days to a first reply, 30 to close) until the trust decides otherwise.
    complaint_deadlines: { reply_days: '', close_days: '', per_category_text: '' },
  };
}
