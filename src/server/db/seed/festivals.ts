// Festivals and jatras the institution organises or supports. Dates are the BS 2082/2083 occurrence
// (demo data to verify, see occasions.ts). Descriptions are multi-paragraph; where a history is given,
// the English text carries a line containing 'history and mythology', shown as a sub-heading (product.md).
// Descriptions are rich text (ADR 031): that line is a heading, the others paragraphs.
// The festivals are data/festivals.json.
import { z } from 'zod';
import { paragraphsOf } from '#shared/rich-text/plain-text.ts';
import { festivalSeed, readSeedData, type FestivalSeed } from './seed-data.ts';

/** A heading of a description (its text has no markup: the seed's own words). */
const heading = (text: string) => `<h2>${paragraphsOf(text).slice(3, -4)}</h2>`;

export const festivalSeeds: FestivalSeed[] = readSeedData('festivals', z.array(festivalSeed));

/** Paragraphs shared by every festival page, so each description is long-form. */
export function festivalDescription(f: FestivalSeed, branchEn: string, branchNe: string) {
  const en = [
    f.intro_en,
    `${branchEn} coordinates ${f.title_en} with the local Guthiyars: it releases the ritual funds, arranges priests and musicians, and works with the municipality and police on crowd safety.`,
    ...(f.history_en ? [heading(`The history and mythology of ${f.title_en}`), f.history_en] : []),
    `Visitors are welcome. Please follow the volunteers' directions, keep the route clear and ask before photographing rituals. Dates follow the lunar calendar (tithi) and are confirmed in our notices.`,
  ];
  const ne = [
    f.intro_ne,
    `${branchNe}ले स्थानीय गुठियारसँग समन्वय गरी ${f.title_ne} सञ्चालन गर्छ: पूजाको खर्च निकासा, पुजारी तथा बाजागाजाको व्यवस्था र भीड व्यवस्थापनका लागि नगरपालिका तथा प्रहरीसँग समन्वय गर्छ।`,
    ...(f.history_ne ? [heading(`${f.title_ne}को इतिहास र पौराणिक कथा`), f.history_ne] : []),
    'दर्शनार्थीहरूलाई स्वागत छ। स्वयंसेवकको निर्देशन पालना गर्नुहोस्, बाटो खुला राख्नुहोस् र पूजाविधिको फोटो खिच्नुअघि अनुमति लिनुहोस्। मिति तिथिअनुसार तय हुन्छ र हाम्रो सूचनामा पुष्टि गरिन्छ।',
  ];
  const body = (parts: string[]) =>
    parts.map((part) => (part.startsWith('<h2>') ? part : paragraphsOf(part))).join('');
  return { description_en: body(en), description_ne: body(ne) };
}
