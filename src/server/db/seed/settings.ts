// The demo's site settings, one typed group each (shared/contract/settings.ts): the values the trust's
// staff will later edit, one form a group.
import { officeHours } from './branches.ts';
import type { Media } from './media.ts';
import { chairperson, contactPersons, positions, type NamedPerson } from './people.ts';
import { toNepaliDigits } from '../../../shared/calendar/digits.ts';
import { settingGroups, type SettingGroups } from '../../../shared/contract/settings.ts';

/** A named person's portrait URL (null: the placeholder). */
export const portrait = (media: Media, person: NamedPerson): string | null =>
  person.portrait === null ? null : (media.portraits[person.portrait] ?? null);

const OSM_EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=85.3086%2C27.6909%2C85.3186%2C27.6969&layer=mapnik&marker=27.6939%2C85.3136';

const pair = (key: string, en: string, ne: string): Record<string, string> => ({
  [`${key}_en`]: en,
  [`${key}_ne`]: ne,
});

const why: [string, string, string, string][] = [
  [
    'Cultural preservation',
    'सांस्कृतिक सम्पदाको संरक्षण',
    'We care for temples, monasteries, idols and ornaments entrusted to Guthis for centuries, and restore them with traditional craftsmanship.',
    'शताब्दीयौंदेखि गुठीमा समर्पित मन्दिर, विहार, मूर्ति तथा गरगहनाको परम्परागत शिल्पकलाअनुसार संरक्षण र जीर्णोद्धार गर्छौं।',
  ],
  [
    'Festival and jatra management',
    'पर्व तथा जात्रा व्यवस्थापन',
    'From Indra Jatra to Rato Machhindranath, we fund and organise the rituals, chariots and pujas that keep living traditions alive.',
    'इन्द्रजात्रादेखि रातो मच्छिन्द्रनाथसम्मका जात्रा, रथ निर्माण र पूजाआजाको खर्च व्यवस्थापन गरी जीवन्त परम्परालाई निरन्तरता दिन्छौं।',
  ],
  [
    'Community service',
    'सामुदायिक सेवा',
    'Our branch offices serve tenants, priests and local Guthiyars across the country with records, receipts and grievance handling.',
    'देशभरका शाखा कार्यालयमार्फत मोही, पुजारी तथा स्थानीय गुठियारलाई लगत, रसिद र गुनासो सुनुवाइ सेवा दिन्छौं।',
  ],
  [
    'Guthi land administration',
    'गुठी जग्गा प्रशासन',
    'We keep Guthi land records, collect Kut and Malpot, and lease land and houses transparently under the Guthi Sansthan Act.',
    'गुठी संस्थान ऐनबमोजिम गुठी जग्गाको लगत राख्ने, कुत तथा मालपोत असुल गर्ने र जग्गा तथा घरको पारदर्शी भाडा व्यवस्थापन गर्छौं।',
  ],
];

export function buildSettings(media: Media): SettingGroups {
  const persons: Record<string, string | null> = {};
  contactPersons.forEach((person, i) => {
    const n = i + 1;
    persons[`contact_person${n}_image`] = portrait(media, person);
    Object.assign(
      persons,
      pair(`contact_person${n}_name`, person.name_en, person.name_ne),
      pair(`contact_person${n}_position`, positions[person.position][0], positions[person.position][1]),
      pair(`contact_person${n}_phone`, person.phone, toNepaliDigits(person.phone)),
    );
  });
  // Each group through its schema: a key it does not name, or a value of the wrong type, stops the seed.
  return {
    identity: settingGroups.identity.parse({
      ...pair('institution_name', 'Guthi Sansthan', 'गुठी संस्थान'),
      logo: media.logo,
    }),
    contact: settingGroups.contact.parse({
      ...pair('address', 'Tripureshwor, Kathmandu, Nepal', 'त्रिपुरेश्वर, काठमाडौं, नेपाल'),
      ...pair('contact_numbers', '01-4248603, 01-4253941', '०१-४२४८६०३, ०१-४२५३९४१'),
      email: 'info@guthi.gov.np',
      map_embed_url: OSM_EMBED,
      apply_vacancy_url: 'https://recruitment.guthi.gov.np/apply',
      ...pair('office_phone', '01-4248603', '०१-४२४८६०३'),
      ...pair('office_hours', officeHours.hours_en, officeHours.hours_ne),
    }),
    footer_persons: settingGroups.footer_persons.parse({
      display_person_1: true,
      display_person_2: true,
      display_person_3: false,
      ...persons,
    }),
    why_choose: settingGroups.why_choose.parse({
      reasons: why.map(([title_en, title_ne, description_en, description_ne]) => ({
        title_en,
        title_ne,
        description_en,
        description_ne,
      })),
    }),
    home_texts: settingGroups.home_texts.parse({
      ...pair('latest_updates_title', 'Latest updates', 'पछिल्ला अपडेटहरू'),
      ...pair(
        'latest_updates_description',
        'Notices, news, laws and pictures from the head office and branch offices.',
        'केन्द्रीय कार्यालय र शाखा कार्यालयका सूचना, समाचार, कानून तथा तस्बिरहरू।',
      ),
      ...pair('occasions_title', 'Upcoming occasions', 'आगामी पर्व तथा अवसरहरू'),
      ...pair(
        'occasions_description',
        'Festivals, jatras and public holidays in the coming days.',
        'आगामी दिनहरूमा पर्ने पर्व, जात्रा तथा सार्वजनिक बिदाहरू।',
      ),
      ...pair('services_title', 'Online services', 'अनलाइन सेवाहरू'),
      ...pair(
        'services_description',
        'Check receipts, track files and apply without visiting the office.',
        'कार्यालय नआईकनै रसिद जाँच, फाइल ट्र्याकिङ र आवेदन गर्नुहोस्।',
      ),
      ...pair('why_title', 'Why Guthi Sansthan', 'किन गुठी संस्थान'),
      ...pair(
        'why_description',
        'Stewards of Nepal’s living heritage since 1964.',
        'वि.सं. २०२१ देखि नेपालको जीवन्त सम्पदाको संरक्षक।',
      ),
      ...pair('location_title', 'Find us', 'हाम्रो स्थान'),
      ...pair('location_subtitle', 'Central office, Tripureshwor', 'केन्द्रीय कार्यालय, त्रिपुरेश्वर'),
      ...pair(
        'location_description',
        'Our central office stands beside the Tripureshwor Mahadev temple, a short walk from Kathmandu Durbar Square.',
        'हाम्रो केन्द्रीय कार्यालय त्रिपुरेश्वर महादेव मन्दिरनजिकै, काठमाडौं दरबार क्षेत्रबाट केही मिनेटको दूरीमा छ।',
      ),
    }),
    contact_page: settingGroups.contact_page.parse({
      ...pair('hero_title', 'Contact us', 'सम्पर्क गर्नुहोस्'),
      ...pair(
        'hero_description',
        'Questions about Guthi land, festivals or records? We are here to help.',
        'गुठी जग्गा, पर्व वा अभिलेखसम्बन्धी जिज्ञासा छ? हामी सहयोग गर्न तत्पर छौं।',
      ),
      ...pair('support_title', 'Support for citizens', 'नागरिकका लागि सहयोग'),
      ...pair(
        'support_text',
        'Our help desk answers enquiries within three working days and forwards each one to the right section.',
        'हाम्रो सहायता कक्षले तीन कार्यदिनभित्र जिज्ञासाको जवाफ दिन्छ र सम्बन्धित शाखामा पठाउँछ।',
      ),
      ...pair('trust_title', 'Your information is safe', 'तपाईंको विवरण सुरक्षित छ'),
      ...pair(
        'trust_text',
        'We use your details only to answer you and never publish them.',
        'तपाईंको विवरण जवाफ दिने प्रयोजनका लागि मात्र प्रयोग गरिन्छ, कहिल्यै सार्वजनिक गरिँदैन।',
      ),
      ...pair('form_title', 'Send us a message', 'सन्देश पठाउनुहोस्'),
      ...pair(
        'form_description',
        'Choose a subject and tell us how we can help.',
        'विषय छान्नुहोस् र हामी कसरी सहयोग गर्न सक्छौं भन्नुहोस्।',
      ),
      ...pair('map_title', 'Visit the central office', 'केन्द्रीय कार्यालयमा आउनुहोस्'),
    }),
    about: settingGroups.about.parse({
      ...pair('hero_title', 'About Guthi Sansthan', 'गुठी संस्थानको परिचय'),
      ...pair(
        'hero_subtitle',
        'Safeguarding temples, festivals and Guthi land since 1964',
        'वि.सं. २०२१ देखि मन्दिर, पर्व र गुठी जग्गाको संरक्षणमा',
      ),
      ...pair('intro_title', 'Who we are', 'हामी को हौं'),
      ...pair(
        'intro_text',
        'Guthi Sansthan is the public trust that manages Raj Guthis, both Amanat and Chhut, and their properties. It conducts festivals and pujas, safeguards idols and ornaments, keeps Guthi land records and leases Guthi land and houses under the Guthi Sansthan Act 2033.',
        'गुठी संस्थान अमानत तथा छुट राजगुठी र तिनका सम्पत्तिको व्यवस्थापन गर्ने सार्वजनिक संस्था हो। यसले गुठी संस्थान ऐन, २०३३ बमोजिम पर्व तथा पूजाआजा सञ्चालन, मूर्ति तथा गरगहनाको सुरक्षा, गुठी जग्गाको लगत राख्ने र गुठी जग्गा तथा घर भाडामा दिने काम गर्छ।',
      ),
      ...pair('story_title', 'Our story', 'हाम्रो इतिहास'),
      ...pair(
        'story_text',
        'Guthis have sustained Nepal’s temples and festivals for more than a thousand years. In 1964 the government brought the Raj Guthis under one institution, which the Guthi Sansthan Act of 1976 (2033 BS) later defined. Amended in 2041, 2049, 2063, 2066 and twice in 2072, the Act still guides our work from the central office at Tripureshwor and our branch offices.',
        'गुठीले हजार वर्षभन्दा बढी समयदेखि नेपालका मन्दिर र पर्वहरूलाई धान्दै आएका छन्। वि.सं. २०२१ मा सरकारले राजगुठीहरूलाई एउटै संस्थाअन्तर्गत ल्यायो, जसलाई पछि गुठी संस्थान ऐन, २०३३ ले परिभाषित गर्‍यो। २०४१, २०४९, २०६३, २०६६ र २०७२ मा दुई पटक संशोधित यो ऐनले त्रिपुरेश्वरस्थित केन्द्रीय कार्यालय र शाखा कार्यालयहरूको कामलाई मार्गदर्शन गर्दै आएको छ।',
      ),
      ...pair('message_title', 'Message from the chairperson', 'अध्यक्षको सन्देश'),
      ...pair(
        'message_text',
        'Our heritage is not only stone and wood; it is the jatras, the pujas and the people who keep them. We are committed to transparent management of Guthi land and to passing these living traditions on to the next generation.',
        'हाम्रो सम्पदा ढुंगा र काठ मात्र होइन; यो जात्रा, पूजाआजा र तिनलाई धान्ने मानिसहरू पनि हो। गुठी जग्गाको पारदर्शी व्यवस्थापन र यी जीवन्त परम्परालाई भावी पुस्तासम्म पुर्‍याउन हामी प्रतिबद्ध छौं।',
      ),
      ...pair('chairperson_name', chairperson.name_en, chairperson.name_ne),
      ...pair('chairperson_position', 'Chairperson, Guthi Sansthan', 'अध्यक्ष, गुठी संस्थान'),
      chairperson_image: portrait(media, chairperson),
    }),
  };
}
