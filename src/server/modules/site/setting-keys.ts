// Keys of the key/value `setting` table that the site module reads. Values are text; bilingual keys
// end in _en/_ne; flags are 'true'/'false'. Each key is derived from the answer field it fills:
//   footer contact   the field name itself            display_person_1, contact_person1_name_en, email
//   site settings    top-level fields by name          institution_name_en, logo, map_embed_url ...
//                    why_choose[n] -> why_{n}_<field>  why_1_title_en, why_1_description_ne ...
//                    home.<field> -> home_<field>      home_latest_updates_title_en ...
//                    contact_page.<field>              contact_page_hero_title_en ...
//   about page       about_<field>                     about_hero_title_en, about_chairperson_image
// The demo seed writes these same keys.
import {
  aboutContent,
  contactPageTexts,
  footerContact,
  homeTexts,
  siteSettings,
  WHY_REASON_COUNT,
  whyReason,
} from '../../../shared/contract/site.ts';

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);

export const footerContactKeys = keysOf(footerContact);

/** The scalar fields of site settings (the nested groups have keys of their own). */
export const siteSettingScalarKeys = keysOf(siteSettings).filter(
  (key) => !['why_choose', 'home', 'contact_page'].includes(key),
);
export const whyReasonKey = (index: number, field: string) => `why_${index + 1}_${field}`;
export const homeTextKey = (field: string) => `home_${field}`;
export const contactPageTextKey = (field: string) => `contact_page_${field}`;
export const aboutKey = (field: string) => `about_${field}`;

/** Every key read, for the seed and the docs. */
export const settingKeys: readonly string[] = [
  ...new Set([
    ...footerContactKeys,
    ...siteSettingScalarKeys,
    ...Array.from({ length: WHY_REASON_COUNT }, (_, i) =>
      keysOf(whyReason).map((f) => whyReasonKey(i, f)),
    ).flat(),
    ...keysOf(homeTexts).map(homeTextKey),
    ...keysOf(contactPageTexts).map(contactPageTextKey),
    ...keysOf(aboutContent).map(aboutKey),
  ]),
];
