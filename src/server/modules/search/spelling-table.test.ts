// The spellings Nepalis type (issue 27, ADR 043): each query of this table, as visitors write festival,
// place, deity and office names in either script, must find the seeded item beside it, on SQLite,
// PostgreSQL and PGlite alike. The last rows are typing slips: they find nothing, and the "did you
// mean" they are offered finds the item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponse, type SearchResponse } from '#shared/contract/search.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;

async function search(q: string, type: string): Promise<SearchResponse> {
  const res = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}&type=${type}&pageSize=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return strictly(searchResponse).parse(res.json());
}
const titles = (answer: SearchResponse) => answer.data.map((result) => result.title_en);

// [query, search type, the English title of the seeded item it must find]
const SPELLINGS: [string, string, string][] = [
  // Festivals
  ['dasain', 'festival', 'Bada Dashain'],
  ['dashain', 'festival', 'Bada Dashain'],
  ['दशैं', 'festival', 'Bada Dashain'],
  ['दसैँ', 'festival', 'Bada Dashain'],
  ['दसै', 'festival', 'Bada Dashain'],
  ['bada dasain', 'festival', 'Bada Dashain'],
  ['badadashain', 'festival', 'Bada Dashain'],
  ['बडा दशैं', 'festival', 'Bada Dashain'],
  ['indra jatra', 'festival', 'Indra Jatra'],
  ['indrajatra', 'festival', 'Indra Jatra'],
  ['indra yatra', 'festival', 'Indra Jatra'],
  ['इन्द्रजात्रा', 'festival', 'Indra Jatra'],
  ['इन्द्र जात्रा', 'festival', 'Indra Jatra'],
  ['इंद्रजात्रा', 'festival', 'Indra Jatra'],
  ['kumari jatra', 'festival', 'Kumari Jatra'],
  ['kumaari', 'festival', 'Kumari Jatra'],
  ['कुमारी जात्रा', 'festival', 'Kumari Jatra'],
  ['कुमारि', 'festival', 'Kumari Jatra'],
  ['bisket', 'festival', 'Bisket Jatra'],
  ['biska jatra', 'festival', 'Bisket Jatra'],
  ['बिस्का जात्रा', 'festival', 'Bisket Jatra'],
  ['बिस्केट', 'festival', 'Bisket Jatra'],
  ['machhindranath', 'festival', 'Rato Machhindranath Jatra'],
  ['machindranath', 'festival', 'Rato Machhindranath Jatra'],
  ['मछिन्द्रनाथ', 'festival', 'Rato Machhindranath Jatra'],
  ['मच्छिन्द्रनाथ', 'festival', 'Rato Machhindranath Jatra'],
  ['rato machindranath', 'festival', 'Rato Machhindranath Jatra'],
  ['seto machindranath', 'festival', 'Seto Machhindranath Rath Jatra'],
  ['सेतो मछिन्द्रनाथ', 'festival', 'Seto Machhindranath Rath Jatra'],
  ['rath yatra', 'festival', 'Seto Machhindranath Rath Jatra'],
  ['रथयात्रा', 'festival', 'Seto Machhindranath Rath Jatra'],
  ['bhoto jatra', 'festival', 'Bhoto Jatra'],
  ['भोटो', 'festival', 'Bhoto Jatra'],
  ['gai jatra', 'festival', 'Gai Jatra'],
  ['गाईजात्रा', 'festival', 'Gai Jatra'],
  ['गाइजात्रा', 'festival', 'Gai Jatra'],
  ['shivaratri', 'festival', 'Maha Shivaratri'],
  ['sivaratri', 'festival', 'Maha Shivaratri'],
  ['mahashivaratri', 'festival', 'Maha Shivaratri'],
  ['महाशिवरात्री', 'festival', 'Maha Shivaratri'],
  ['bibaha panchami', 'festival', 'Bibaha Panchami'],
  ['vivaha panchami', 'festival', 'Bibaha Panchami'],
  ['बिबाह पञ्चमी', 'festival', 'Bibaha Panchami'],
  ['विवाह पंचमी', 'festival', 'Bibaha Panchami'],
  ['ram navami', 'festival', 'Ram Nawami'],
  ['रामनवमी', 'festival', 'Ram Nawami'],
  ['teej', 'festival', 'Haritalika Teej'],
  ['tij', 'festival', 'Haritalika Teej'],
  ['तिज', 'festival', 'Haritalika Teej'],
  ['tihar', 'festival', 'Tihar (Deepawali)'],
  ['तिहार', 'festival', 'Tihar (Deepawali)'],
  ['dipawali', 'festival', 'Tihar (Deepawali)'],
  ['दिपावली', 'festival', 'Tihar (Deepawali)'],
  ['janai purnima', 'festival', 'Janai Purnima'],
  ['जनै पुर्णिमा', 'festival', 'Janai Purnima'],
  ['krishna janmashtami', 'festival', 'Krishna Janmashtami'],
  ['krisna janmastami', 'festival', 'Krishna Janmashtami'],
  ['कृष्ण जन्मास्टमी', 'festival', 'Krishna Janmashtami'],
  ['ghode jatra', 'festival', 'Ghode Jatra'],
  ['घोडे जात्रा', 'festival', 'Ghode Jatra'],
  ['chhath', 'festival', 'Chhath Parva'],
  ['chath parva', 'festival', 'Chhath Parva'],
  ['छठ', 'festival', 'Chhath Parva'],
  ['lhosar', 'festival', 'Tamu Lhosar'],
  ['ल्होसार', 'festival', 'Sonam Lhosar'],
  ['holi', 'festival', 'Fagu Purnima (Holi)'],
  ['phagu purnima', 'festival', 'Fagu Purnima (Holi)'],
  ['फागु', 'festival', 'Fagu Purnima (Holi)'],
  ['buddha jayanti', 'festival', 'Buddha Jayanti'],
  ['budha jayanti', 'festival', 'Buddha Jayanti'],
  ['बुद्ध जयन्ती', 'festival', 'Buddha Jayanti'],
  ['bajrayogini', 'festival', 'Bajrayogini Jatra'],
  ['वज्रयोगिनी', 'festival', 'Bajrayogini Jatra'],
  ['bala chaturdashi', 'festival', 'Bala Chaturdashi'],
  ['बालाचतुर्दसी', 'festival', 'Bala Chaturdashi'],
  // Temples, deities and heritage sites
  ['pashupatinath', 'heritage', 'Pashupatinath Temple'],
  ['pasupatinath', 'heritage', 'Pashupatinath Temple'],
  ['pashupati', 'heritage', 'Pashupatinath Temple'],
  ['pasupati', 'heritage', 'Pashupatinath Temple'],
  ['पशुपति', 'heritage', 'Pashupatinath Temple'],
  ['पसुपति', 'heritage', 'Pashupatinath Temple'],
  ['पशुपतीनाथ', 'heritage', 'Pashupatinath Temple'],
  ['swayambhu', 'heritage', 'Swayambhunath'],
  ['swayambhunath', 'heritage', 'Swayambhunath'],
  ['svayambhu', 'heritage', 'Swayambhunath'],
  ['स्वयम्भू', 'heritage', 'Swayambhunath'],
  ['स्वयंभु', 'heritage', 'Swayambhunath'],
  ['boudhanath', 'heritage', 'Boudhanath Stupa'],
  ['baudhanath', 'heritage', 'Boudhanath Stupa'],
  ['bouddhanath', 'heritage', 'Boudhanath Stupa'],
  ['बौद्धनाथ', 'heritage', 'Boudhanath Stupa'],
  ['kasthamandap', 'heritage', 'Kasthamandap'],
  ['kashthamandap', 'heritage', 'Kasthamandap'],
  ['काष्ठमण्डप', 'heritage', 'Kasthamandap'],
  ['काष्ठमंडप', 'heritage', 'Kasthamandap'],
  ['taleju bhavani', 'heritage', 'Taleju Bhawani Temple'],
  ['तलेजु', 'heritage', 'Taleju Bhawani Temple'],
  ['krishna mandir', 'heritage', 'Krishna Mandir'],
  ['कृष्ण मन्दिर', 'heritage', 'Krishna Mandir'],
  ['kumbheshwar', 'heritage', 'Kumbheshwar Temple'],
  ['kumbeswar', 'heritage', 'Kumbheshwar Temple'],
  ['nyatapola', 'heritage', 'Nyatapola Temple'],
  ['न्यातपोल', 'heritage', 'Nyatapola Temple'],
  ['changu narayan', 'heritage', 'Changu Narayan Temple'],
  ['चाँगुनारायण', 'heritage', 'Changu Narayan Temple'],
  ['चागुनारायन', 'heritage', 'Changu Narayan Temple'],
  ['janaki mandir', 'heritage', 'Janaki Mandir'],
  ['जानकी मंदिर', 'heritage', 'Janaki Mandir'],
  ['manakamana', 'heritage', 'Manakamana Temple'],
  ['मनकामना', 'heritage', 'Manakamana Temple'],
  ['dakshinkali', 'heritage', 'Dakshinkali Temple'],
  ['दक्षिणकाली', 'heritage', 'Dakshinkali Temple'],
  ['दक्षिनकालि', 'heritage', 'Dakshinkali Temple'],
  ['budhanilkantha', 'heritage', 'Budhanilkantha'],
  ['boodhanilkantha', 'heritage', 'Budhanilkantha'],
  ['बुढानिलकण्ठ', 'heritage', 'Budhanilkantha'],
  ['guhyeshwari', 'heritage', 'Guhyeshwari Temple'],
  ['गुह्येस्वरी', 'heritage', 'Guhyeshwari Temple'],
  ['namobuddha', 'heritage', 'Namobuddha'],
  ['namobuda', 'heritage', 'Namobuddha'],
  ['bhimsen', 'heritage', 'Bhimsen Temple, Patan'],
  ['भिमसेन', 'heritage', 'Bhimsen Temple, Patan'],
  ['bungamati', 'heritage', 'Rato Machhindranath Temple, Bungamati'],
  ['बुङ्गमती', 'heritage', 'Rato Machhindranath Temple, Bungamati'],
  // Places and offices
  ['bhaktapur', 'branch', 'Guthi Sansthan Branch Office, Bhaktapur'],
  ['भक्तपुर', 'branch', 'Guthi Sansthan Branch Office, Bhaktapur'],
  ['lalitpur', 'branch', 'Guthi Sansthan Branch Office, Lalitpur'],
  ['ललितपुर', 'branch', 'Guthi Sansthan Branch Office, Lalitpur'],
  ['patan', 'branch', 'Patan Durbar Square Unit'],
  ['पाटन', 'branch', 'Patan Durbar Square Unit'],
  ['kathmandu', 'branch', 'Guthi Sansthan Branch Office, Kathmandu'],
  ['काठमाडौं', 'branch', 'Guthi Sansthan Branch Office, Kathmandu'],
  ['काठमाण्डौ', 'branch', 'Guthi Sansthan Branch Office, Kathmandu'],
  ['kabhrepalanchok', 'branch', 'Guthi Sansthan Branch Office, Kavrepalanchowk'],
  ['jaleshwor', 'branch', 'Guthi Sansthan Branch Office, Jaleshwor'],
  ['जलेस्वर', 'branch', 'Guthi Sansthan Branch Office, Jaleshwor'],
  ['birgunj', 'branch', 'Guthi Sansthan Branch Office, Parsa (Birgunj)'],
  ['janakpurdham', 'branch', 'Guthi Sansthan Branch Office, Dhanusha (Janakpurdham)'],
  ['जनकपुरधाम', 'branch', 'Guthi Sansthan Branch Office, Dhanusha (Janakpurdham)'],
  ['gorakha', 'branch', 'Guthi Sansthan Branch Office, Gorkha'],
  ['गोरखा', 'branch', 'Guthi Sansthan Branch Office, Gorkha'],
  ['pashupati goswara', 'branch', 'Pashupati Goswara Office'],
  ['पशुपति गोस्वारा', 'branch', 'Pashupati Goswara Office'],
  ['त्रिपुरेश्वर', 'branch', 'Central Office, Tripureshwor'],
  ['bhadrakali', 'branch', 'Central Records and Archives Section, Bhadrakali'],
  ['भद्रकालि', 'branch', 'Central Records and Archives Section, Bhadrakali'],
  ['sankhu', 'branch', 'Sankhu Contact Office'],
  ['सांखु', 'branch', 'Sankhu Contact Office'],
  ['madhyapur thimi', 'branch', 'Madhyapur Thimi Contact Office'],
  // Offices, laws and the words of their Nepali titles typed in roman
  ['guthi sansthan', 'law', 'Guthi Sansthan Act, 2033 (1976)'],
  ['गुठी संस्थान ऐन', 'law', 'Guthi Sansthan Act, 2033 (1976)'],
  ['गुठि सन्स्थान', 'law', 'Guthi Sansthan Act, 2033 (1976)'],
  ['गूठी', 'law', 'Guthi Sansthan Act, 2033 (1976)'],
  ['malpot', 'law', 'Directive on Kut and Malpot Collection'],
  ['मालपोत', 'law', 'Land Revenue Regulations, 2036'],
  ['mohiyani', 'law', 'Procedure for Registering Tenancy Rights'],
  ['niyamavali', 'law', 'Land Revenue Regulations, 2036'],
  ['sushasan', 'law', 'Good Governance (Management and Operation) Act, 2064'],
  ['suchanako hak', 'law', 'Right to Information Act, 2064'],
  ['jirnodhar', 'law', 'Directive on Temple Restoration Works'],
];

// [typing slip, search type, the item its suggestion must find]
const SLIPS: [string, string, string][] = [
  ['pashupatinaht', 'heritage', 'Pashupatinath Temple'],
  ['bhaktapru', 'branch', 'Guthi Sansthan Branch Office, Bhaktapur'],
  ['losar', 'festival', 'Tamu Lhosar'],
  ['nyatpola', 'heritage', 'Nyatapola Temple'],
  ['गोकर्णेशवर', 'heritage', 'Gokarneshwor Mahadev'],
  ['kumbeshor', 'heritage', 'Kumbheshwar Temple'],
];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the spelling table', () => {
  it('has at least a hundred spellings', () => {
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(SPELLINGS)('%s finds a %s: %s', async (query, type, title) => {
    expect(titles(await search(query, type))).toContain(title);
  });

  it.each(SLIPS)('%s finds nothing and suggests a word that finds a %s: %s', async (query, type, title) => {
    const answer = await search(query, type);
    expect(answer.total_items).toBe(0);
    expect(answer.suggestion).not.toBeNull();
    expect(titles(await search(answer.suggestion!, type))).toContain(title);
  });
});

describe('either script finds the other', () => {
  it('a roman word finds an item written only in Nepali, and a Nepali word one written only in English', async () => {
    const editor = await createStaff(t, 'editor');
    const notice = async (title_en: string, title_ne: string, text_ne: string) => {
      const res = await asStaff(t, editor, {
        method: 'POST',
        url: '/api/admin/notices',
        payload: { title_en, title_ne, text_en: '', text_ne, date: '2026-11-20', status: 'published' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { id: number } }>().data.id;
    };
    const nepaliOnly = await notice('Notice', 'ठिमीको पुरानो पाटी', 'पाटी मर्मतको सूचना');
    const englishOnly = await notice('Wombat Guthi land lease', 'सूचना', '');
    const ids = (answer: SearchResponse) => answer.data.map((result) => result.id);
    expect(ids(await search('pati thimi', 'notice'))).toContain(nepaliOnly);
    expect(ids(await search('वोम्बट', 'notice'))).toContain(englishOnly);
  });

  it('suggests nothing when a query finds something, or when nothing is near', async () => {
    expect((await search('pashupatinath', 'heritage')).suggestion).toBeNull();
    expect((await search('zzqxv', 'heritage')).suggestion).toBeNull();
  });
});
