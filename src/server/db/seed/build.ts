// Builds every demo row in memory (deterministic for a given `now`). References between tables are
// by key (branch 'lalitpur', festival 'indra' ...) and resolved to ids by insert.ts.
import type { Insertable } from 'kysely';
import { adToBs, bsToAd } from '#shared/calendar/convert.ts';
import type {
  ArticleTable,
  EmployeeTable,
  FestivalTable,
  GalleryImageTable,
  HeritageSiteTable,
  LawTable,
  NoticeTable,
  OccasionTable,
  VacancyDocumentTable,
} from '../schema.ts';
import { offices, osmLink } from './branches.ts';
import { byKey, type OfficeSeed, type PersonSeed } from './seed-data.ts';
import { complaintCategorySeeds, contactCategorySeeds, serviceSeeds, slideSeeds } from './catalog.ts';
import {
  CIRCULAR_CATEGORY,
  circularSeeds,
  circularTitles,
  GAZETTED_CATEGORIES,
  lawCategorySeeds,
  lawNote,
  lawSeeds,
  vacancyNotes,
  vacancyPosts,
} from './documents.ts';
import { festivalDescription, festivalSeeds } from './festivals.ts';
import { SeedFiles } from './files.ts';
import { galleryCaptions, heritageSeeds } from './heritage.ts';
import { createMedia } from './media.ts';
import { articleTemplates, noticeTemplates, type ItemDate, type TextSeed } from './notices.ts';
import { occasionSeeds } from './occasions.ts';
import { chairperson, departmentSeeds, people, personName, position } from './people.ts';
import { createRandom, daysBefore, type Random } from './random.ts';
import { toNepaliDigits } from '#shared/calendar/digits.ts';
import { buildSettings, portrait, settingsData } from './settings.ts';
import type { SettingGroups } from '#shared/contract/settings.ts';
import { paragraphsOf } from '#shared/rich-text/plain-text.ts';

/** Positions (positions.json keys) of generated staff, taken in turn. */
const staff = [
  'senior',
  'computer',
  'office-assistant',
  'surveyor',
  'engineer',
  'senior',
  'helper',
  'driver',
  'computer',
];

/** The position of each section's head (departments.json keys; the chair's office has the chair). */
const sectionHeads: Record<string, string> = {
  planning: 'deputy',
  heritage: 'archaeology',
  infrastructure: 'engineer',
  audit: 'accountant',
  'administration-it': 'it',
  finance: 'accountant',
  land: 'land',
  legal: 'legal',
};

/** A row of a small named list (categories, departments), with a key when other rows refer to it. */
type NamedRow = { key?: string; name_en: string; name_ne: string };

/** A row whose foreign keys are still keys of other seeded rows. */
type Keyed<Row, Refs extends string> = Omit<Insertable<Row>, Refs> & { [K in Refs]?: string | null };

export interface DemoContent {
  files: SeedFiles;
  settings: SettingGroups;
  branches: (OfficeSeed & {
    image: string | null;
    hours_en: string;
    hours_ne: string;
    location_url: string;
    created_at: string;
  })[];
  slides: {
    image: string;
    title_en: string;
    title_ne: string;
    description_en: string;
    description_ne: string;
  }[];
  services: {
    url: string;
    image: string;
    name_en: string;
    name_ne: string;
    description_en: string;
    description_ne: string;
  }[];
  festivals: (Keyed<FestivalTable, 'branch_id'> & { key: string })[];
  occasions: Keyed<OccasionTable, 'branch_id' | 'festival_id'>[];
  notices: Keyed<NoticeTable, 'branch_id'>[];
  articles: Keyed<ArticleTable, 'branch_id'>[];
  lawCategories: NamedRow[];
  /** category: a law category's key. */
  laws: (Omit<Insertable<LawTable>, 'category_id'> & { category: string })[];
  vacancyDocuments: Insertable<VacancyDocumentTable>[];
  heritageSites: Insertable<HeritageSiteTable>[];
  gallery: Insertable<GalleryImageTable>[];
  departments: NamedRow[];
  /** department: a department's key; branch: a branch's key. */
  employees: (Omit<Insertable<EmployeeTable>, 'branch_id' | 'department_id'> & {
    branch?: string;
    department?: string;
  })[];
  contactCategories: NamedRow[];
  complaintCategories: NamedRow[];
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const parseBs = (bs: string) => bs.split('/').map(Number) as [number, number, number];

/** Fiscal years run from Shrawan (month 4) to Ashadh. */
function fiscalYear(iso: string): { en: string; ne: string } {
  const { year, month } = adToBs(iso.slice(0, 10));
  const start = month >= 4 ? year : year - 1;
  const en = `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
  return { en, ne: toNepaliDigits(en) };
}

/** Numbers documents like an office does: 1, 2, 3 ... in date order within each fiscal year. */
function numberByFiscalYear(dates: readonly string[]): { no: number; fy: { en: string; ne: string } }[] {
  const numbers = new Array<{ no: number; fy: { en: string; ne: string } }>(dates.length);
  const counts = new Map<string, number>();
  const order = dates.map((date, i) => ({ date, i })).sort((a, b) => a.date.localeCompare(b.date));
  for (const { date, i } of order) {
    const fy = fiscalYear(date);
    const no = (counts.get(fy.en) ?? 0) + 1;
    counts.set(fy.en, no);
    numbers[i] = { no, fy };
  }
  return numbers;
}

/**
 * Distinct titles: retry the template a few times, then the other templates in turn. A template
 * can have a single fitting choice (the festival schedule in a month with one festival near), and
 * a list page showing one title three times reads as a fault. When every template is spent for
 * that month, the repeat is published as an amendment of the earlier notice, as offices do.
 */
function uniqueText(
  random: Random,
  templates: readonly (typeof noticeTemplates)[number][],
  preferred: number,
  fy: { en: string; ne: string },
  when: ItemDate,
  seen: Set<string>,
): TextSeed {
  const taken = (item: TextSeed) => seen.has(item.title_en) || seen.has(item.title_ne);
  let item = templates[preferred]!(random, fy, when);
  for (let turn = 0; turn < templates.length && taken(item); turn++) {
    const template = templates[(preferred + turn) % templates.length]!;
    for (let attempt = 0; attempt < 8 && taken(item); attempt++) item = template(random, fy, when);
  }
  for (let round = 2; taken(item); round++) {
    const base = templates[preferred]!(random, fy, when);
    item = {
      ...base,
      title_en: `${base.title_en} (amendment ${round - 1})`,
      title_ne: `${base.title_ne} (संशोधन ${toNepaliDigits(String(round - 1))})`,
    };
  }
  seen.add(item.title_en);
  seen.add(item.title_ne);
  return item;
}

export function buildDemoContent(now: Date): DemoContent {
  const random = createRandom(Math.floor(now.getTime() / 86_400_000));
  const files = new SeedFiles();
  const media = createMedia(files);
  const card = (i: number) => media.cards[i % media.cards.length]!.url;
  const officeByKey = new Map(offices.map((o) => [o.key, o]));

  const branches = offices.map((office, i) => ({
    ...office,
    image: i % 6 === 5 ? null : card(i),
    hours_en: settingsData.contact.office_hours_en,
    hours_ne: settingsData.contact.office_hours_ne,
    location_url: osmLink(office),
    created_at: daysBefore(now, 730 - i, 10),
  }));

  const slides = slideSeeds.map((slide, i) => ({ image: media.slides[i]!, ...slide }));

  const services = serviceSeeds.map(({ url, ...texts }, i) => ({ url, image: media.icons[i]!, ...texts }));

  const festivals = festivalSeeds.map((f, i) => {
    const office = officeByKey.get(f.branch)!;
    const start = bsToAd(...parseBs(f.date_bs));
    return {
      key: f.key,
      branch_id: f.branch,
      image: i % 9 === 8 ? null : card(i + 3),
      title_en: f.title_en,
      title_ne: f.title_ne,
      ...festivalDescription(f, office.name_en, office.name_ne),
      location_en: f.location_en,
      location_ne: f.location_ne,
      subtitle_en: f.subtitle_en,
      subtitle_ne: f.subtitle_ne,
      start_date: start,
      end_date: addDays(start, f.days - 1),
      is_holiday: f.holiday ? 1 : 0,
      is_jatra: f.jatra ? 1 : 0,
      in_menu: f.menu ? 1 : 0,
      created_at: daysBefore(now, random.int(30, 700), 9),
    };
  });
  const festivalByKey = new Map(festivals.map((f) => [f.key, f]));

  const occasions = occasionSeeds.flatMap((o) =>
    o.dates.map((date) => {
      const start = bsToAd(...parseBs(date));
      const festival = o.festival ? festivalByKey.get(o.festival) : undefined;
      return {
        branch_id: festival?.branch_id ?? null,
        festival_id: o.festival ?? null,
        image: festival?.image ?? null,
        title_en: o.title_en,
        title_ne: o.title_ne,
        description_en: o.description_en,
        description_ne: o.description_ne,
        start_date: start,
        end_date: addDays(start, o.days - 1),
        is_holiday: o.holiday ? 1 : 0,
        is_jatra: o.jatra ? 1 : 0,
      };
    }),
  );

  // Notices: the three popups are recent and current; the rest spread over two years.
  const seenNotices = new Set<string>();
  const popupTemplates = [3, 4, 7];
  const notices = Array.from({ length: 66 }, (_, i) => {
    const popup = i < popupTemplates.length;
    const daysAgo = popup ? 1 + i * 3 : random.int(4, 729);
    const created_at = daysBefore(now, daysAgo, random.int(9, 16));
    const template = popup ? popupTemplates[i]! : i % noticeTemplates.length;
    const when = { daysAgo, month: adToBs(created_at.slice(0, 10)).month };
    const text = uniqueText(random, noticeTemplates, template, fiscalYear(created_at), when, seenNotices);
    const fileKind = i % 10;
    // Signed by the office that issues it (the central office for the whole institution).
    const issuer = officeByKey.get(text.branch ?? 'central')!;
    const file =
      fileKind < 5
        ? files.pdf('notices', `notice-${i + 1}`, {
            ne: { title: text.title_ne, paragraphs: [text.text_ne, issuer.name_ne] },
            en: { title: text.title_en, paragraphs: [text.text_en, issuer.name_en] },
          })
        : fileKind < 8
          ? card(i)
          : null;
    return {
      branch_id: text.branch,
      title_en: text.title_en,
      title_ne: text.title_ne,
      // Bodies are rich text (ADR 031): the templates' plain text as paragraphs.
      text_en: paragraphsOf(text.text_en),
      text_ne: paragraphsOf(text.text_ne),
      file,
      is_urgent: text.title_en.startsWith('Urgent') || i % 13 === 6 ? 1 : 0,
      is_popup: popup ? 1 : 0,
      created_at,
    };
  });

  const seenArticles = new Set<string>();
  const articles = Array.from({ length: 34 }, (_, i) => {
    const daysAgo = random.int(2, 729);
    const created_at = daysBefore(now, daysAgo, random.int(9, 17));
    const text = uniqueText(
      random,
      articleTemplates,
      i % articleTemplates.length,
      fiscalYear(created_at),
      { daysAgo, month: adToBs(created_at.slice(0, 10)).month },
      seenArticles,
    );
    return {
      branch_id: text.branch,
      title_en: text.title_en,
      title_ne: text.title_ne,
      text_en: paragraphsOf(text.text_en),
      text_ne: paragraphsOf(text.text_ne),
      image: card(i + 1),
      file:
        i % 4 === 0
          ? files.pdf('articles', `article-${i + 1}`, {
              ne: { title: text.title_ne, paragraphs: [text.text_ne] },
              en: { title: text.title_en, paragraphs: [text.text_en] },
            })
          : null,
      created_at,
    };
  });

  // Circulars get their titles once their dates are known: number and fiscal year follow the date.
  const lawRows = [
    ...lawSeeds.map(({ category, title_en, title_ne }) => ({ category, title_en, title_ne, topic: null })),
    ...circularSeeds.map((topic) => ({ category: CIRCULAR_CATEGORY, title_en: '', title_ne: '', topic })),
  ].map((row) => ({ ...row, created_at: daysBefore(now, random.int(1, 729), 11) }));
  const circulars = lawRows.filter((row) => row.topic !== null);
  numberByFiscalYear(circulars.map((row) => row.created_at)).forEach(({ no, fy }, i) => {
    const row = circulars[i]!;
    [row.title_en, row.title_ne] = circularTitles(no, fy, row.topic!);
  });
  const lawCategory = byKey(lawCategorySeeds, 'law category');
  const laws = lawRows.map(({ category, title_en, title_ne, created_at }, i) => ({
    category: lawCategory(category).key,
    title_en,
    title_ne,
    description_en: GAZETTED_CATEGORIES.includes(category)
      ? `${title_en}, as published in the Nepal Gazette with amendments to date.`
      : `${title_en}, issued by Guthi Sansthan and in force from the date of issue.`,
    description_ne: GAZETTED_CATEGORIES.includes(category)
      ? `${title_ne}, नेपाल राजपत्रमा प्रकाशित तथा हालसम्मका संशोधनसहित।`
      : `${title_ne}, गुठी संस्थानद्वारा जारी तथा जारी भएको मितिदेखि लागू।`,
    file: files.pdf('laws', `law-${i + 1}`, {
      ne: { title: title_ne, paragraphs: [lawNote.ne] },
      en: { title: title_en, paragraphs: [lawNote.en] },
    }),
    created_at,
  }));

  // Two recruitment rounds (this year's and last year's), nine days apart within each round.
  const advertised = Array.from({ length: 26 }, (_, i) =>
    daysBefore(now, (i < 13 ? 20 : 380) + (13 - (i % 13)) * 9, 10),
  );
  const advertisements = numberByFiscalYear(advertised);
  const vacancyDocuments: Insertable<VacancyDocumentTable>[] = [];
  for (let i = 0; i < 26; i++) {
    const { title_en: postEn, title_ne: postNe, key: slug } = vacancyPosts[i % vacancyPosts.length]!;
    const recent = i < 13;
    const { no } = advertisements[i]!;
    const fy = advertisements[i]!.fy.en;
    const adEn = `${no}/${fy}`;
    const adNe = toNepaliDigits(adEn);
    const title = `Vacancy announcement: ${postEn}, advertisement no. ${adEn}`;
    const titleNe = `${postNe} पदको रिक्त पद विज्ञापन, विज्ञापन नं. ${adNe}`;
    vacancyDocuments.push({
      kind: 'notice',
      title_en: title,
      title_ne: titleNe,
      description_en: `Applications are invited for ${postEn} on open competition and inclusive quotas. Apply online within 21 days.`,
      description_ne: `${postNe} पदका लागि खुला तथा समावेशी कोटामा दरखास्त आह्वान गरिएको छ। २१ दिनभित्र अनलाइन दरखास्त दिनुहोस्।`,
      file: files.pdf('vacancy', `vacancy-notice-${i + 1}`, {
        ne: { title: titleNe, paragraphs: [vacancyNotes.notice.ne] },
        en: { title, paragraphs: [vacancyNotes.notice.en] },
      }),
      image: i % 5 === 0 ? card(i) : null,
      link: null,
      created_at: advertised[i]!,
    });
    const final = i % 2 === 1;
    const resultTitle = `${final ? 'Final result and recommendation' : 'Written examination result'}: ${postEn}, advertisement no. ${adEn}`;
    const resultTitleNe = `${final ? 'अन्तिम नतिजा तथा सिफारिस' : 'लिखित परीक्षाको नतिजा'}: ${postNe}, विज्ञापन नं. ${adNe}`;
    vacancyDocuments.push({
      kind: 'result',
      title_en: resultTitle,
      title_ne: resultTitleNe,
      description_en: final
        ? 'The candidates below are recommended for appointment in order of merit.'
        : 'The candidates below passed the written examination and are called for interview.',
      description_ne: final
        ? 'तल उल्लिखित उम्मेदवारहरू योग्यताक्रमअनुसार नियुक्तिका लागि सिफारिस गरिएका छन्।'
        : 'तल उल्लिखित उम्मेदवारहरू लिखित परीक्षामा उत्तीर्ण भई अन्तर्वार्ताका लागि बोलाइएका छन्।',
      file: files.pdf('vacancy', `vacancy-result-${i + 1}`, {
        ne: { title: resultTitleNe, paragraphs: [vacancyNotes.result.ne] },
        en: { title: resultTitle, paragraphs: [vacancyNotes.result.en] },
      }),
      image: null,
      link: null,
      // Results follow their advertisement.
      created_at: daysBefore(now, (recent ? 5 : 300) + (13 - (i % 13)) * 7, 15),
    });
    const syllabusTitle = `Syllabus: ${postEn}, ${i % 2 ? 'second paper' : 'first paper'}`;
    const syllabusTitleNe = `पाठ्यक्रम: ${postNe}, ${i % 2 ? 'दोस्रो पत्र' : 'प्रथम पत्र'}`;
    const mode = i % 3;
    vacancyDocuments.push({
      kind: 'syllabus',
      title_en: recent ? syllabusTitle : `${syllabusTitle} (revised ${fy})`,
      title_ne: recent ? syllabusTitleNe : `${syllabusTitleNe} (संशोधित ${toNepaliDigits(fy)})`,
      description_en: 'Written examination syllabus with marks distribution and model questions.',
      description_ne: 'अंकभारसहितको लिखित परीक्षाको पाठ्यक्रम र नमुना प्रश्न।',
      file:
        mode === 0
          ? null
          : files.pdf('vacancy', `syllabus-${i + 1}`, {
              ne: { title: syllabusTitleNe, paragraphs: [vacancyNotes.syllabus.ne] },
              en: { title: syllabusTitle, paragraphs: [vacancyNotes.syllabus.en] },
            }),
      image: null,
      link: mode === 1 ? null : `https://recruitment.guthi.gov.np/syllabus/${slug}`,
      created_at: daysBefore(now, random.int(30, 720), 12),
    });
  }

  const heritageSites = heritageSeeds.map(
    (
      { name_en, name_ne, subtitle_en, subtitle_ne, description_en: text_en, description_ne: text_ne },
      i,
    ) => ({
      image: i % 11 === 10 ? null : card(i + 5),
      name_en,
      name_ne,
      subtitle_en,
      subtitle_ne,
      description_en: `${text_en} Guthi Sansthan supports its daily worship, festivals and conservation.`,
      description_ne: `${text_ne} गुठी संस्थानले यसको नित्य पूजा, पर्व र संरक्षणमा सहयोग गर्छ।`,
      sort_order: i + 1,
    }),
  );

  const gallery = Array.from({ length: 42 }, (_, i) => {
    const { caption_en, caption_ne } = galleryCaptions[i % galleryCaptions.length]!;
    const picture =
      i % 7 === 3 ? media.tall[i % media.tall.length]! : media.cards[(i * 3) % media.cards.length]!;
    return {
      image: picture.url,
      caption_en,
      caption_ne,
      width: picture.width,
      height: picture.height,
      in_heritage_strip: i % 5 === 0 && i < 40 ? 1 : 0,
      created_at: daysBefore(now, random.int(1, 729), 13),
    };
  });

  // People: the chair and the administrator lead the org chart, then one head per section.
  // The people the site names elsewhere (About page, footer contacts) are these same rows.
  // No generated 'Hari Joshi' beside 'Dr. Hari Narayan Joshi': given and family name are taken too.
  const givenAndFamily = (name: string) => name.replace(/^Dr\. /, '').replace(/ \S+ /, ' ');
  const used = new Set(people.flatMap((p) => [p.name_en, givenAndFamily(p.name_en)]));
  const employees: DemoContent['employees'] = [];
  const addEmployee = (
    positionKey: string,
    where: { branch?: string; department?: string },
    chart: number,
    sort: number,
    fixed?: PersonSeed,
  ) => {
    const [full_name_en, full_name_ne] = fixed ? [fixed.name_en, fixed.name_ne] : personName(random, used);
    const { title_en: position_en, title_ne: position_ne } = position(positionKey);
    const image = fixed
      ? portrait(media, fixed)
      : employees.length % 5 === 4
        ? null
        : media.portraits[employees.length % media.portraits.length]!;
    employees.push({
      ...where,
      image,
      full_name_en,
      full_name_ne,
      position_en,
      position_ne,
      in_org_chart: chart ? 1 : 0,
      sort_order: chart || sort,
    });
  };
  departmentSeeds.forEach(({ key: department }, d) => {
    if (department === chairperson.department) {
      addEmployee(chairperson.position, { department }, 1, 1, chairperson);
      addEmployee('administrator', { department }, 2, 2);
      addEmployee('co-administrator', { department }, 0, 3);
    } else {
      const head = sectionHeads[department];
      if (!head) throw new Error(`demo seed: no head position for department '${department}'`);
      addEmployee(head, { department }, d + 2, 1);
    }
    people
      .filter((p) => p.department === department && p !== chairperson)
      .forEach((named, i) => addEmployee(named.position, { department }, 0, i + 2, named));
    const count = random.int(7, 9);
    for (let k = 0; k < count; k++)
      addEmployee(k === 0 ? 'assistant-admin' : staff[(k + d) % staff.length]!, { department }, 0, k + 4);
  });
  offices.forEach((office) => {
    const count = office.parent ? random.int(3, 5) : random.int(5, 12);
    addEmployee('branch-chief', { branch: office.key }, 0, 1);
    for (let k = 1; k < count; k++)
      addEmployee(staff[(k + office.key.length) % staff.length]!, { branch: office.key }, 0, k + 1);
  });

  return {
    files,
    settings: buildSettings(media),
    branches,
    slides,
    services,
    festivals,
    occasions,
    notices,
    articles,
    lawCategories: lawCategorySeeds,
    laws,
    vacancyDocuments,
    heritageSites,
    gallery,
    departments: departmentSeeds,
    employees,
    contactCategories: contactCategorySeeds,
    complaintCategories: complaintCategorySeeds,
  };
}
