// Notice and article titles generated combinatorially from realistic bilingual templates.
import type { Random } from './random.ts';
import { toNepaliDigits } from '#shared/calendar/digits.ts';

export interface TextSeed {
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  /** Branch office key (branches.ts) the item belongs to, or null for the whole institution. */
  branch: string | null;
}

/** When an item is dated: its age in days and the Bikram Sambat month (1-12) of its date. */
export interface ItemDate {
  daysAgo: number;
  month: number;
}

/** fy: the fiscal year of the item's date. */
type Template = (random: Random, fy: { en: string; ne: string }, when: ItemDate) => TextSeed;

const squares: [string, string, string][] = [
  ['Kathmandu Durbar Square', 'काठमाडौं दरबार क्षेत्र', 'kathmandu'],
  ['Patan Durbar Square', 'पाटन दरबार क्षेत्र', 'lalitpur'],
  ['Bhaktapur Durbar Square', 'भक्तपुर दरबार क्षेत्र', 'bhaktapur'],
  ['Pashupati area', 'पशुपति क्षेत्र', 'pashupati'],
  ['Janaki Mandir area', 'जानकी मन्दिर क्षेत्र', 'janakpur'],
];
const guthis: [string, string, string][] = [
  ['Seto Machhindranath Guthi', 'सेतो मच्छिन्द्रनाथ गुठी', 'kathmandu'],
  ['Indra Jatra Guthi', 'इन्द्रजात्रा गुठी', 'kathmandu'],
  ['Bisket Jatra Guthi', 'बिस्का जात्रा गुठी', 'bhaktapur'],
  ['Kumari Guthi', 'कुमारी गुठी', 'kathmandu'],
  ['Rato Machhindranath Guthi', 'रातो मच्छिन्द्रनाथ गुठी', 'lalitpur'],
  ['Pachali Bhairav Guthi', 'पचली भैरव गुठी', 'kathmandu'],
];
const landTopics: [string, string][] = [
  ['registration of tenancy rights', 'मोहियानी हक दर्ता'],
  ['conversion of Raitan Nambari land', 'रैतान नम्बरी जग्गा रूपान्तरण'],
  ['lease of Guthi houses and shops', 'गुठी घर तथा पसल भाडा'],
  ['boundary survey and encroachment', 'सिमाना नापजाँच तथा अतिक्रमण'],
  ['Kut rates for the coming year', 'आगामी वर्षको कुत दर'],
];
/** [name en, name ne, branch, Bikram Sambat month of the main days, a chariot is built for it] */
const festivals: [string, string, string, number, boolean][] = [
  ['Seto Machhindranath Rath Jatra', 'सेतो मच्छिन्द्रनाथ रथयात्रा', 'kathmandu', 12, true],
  ['Rato Machhindranath Jatra', 'रातो मच्छिन्द्रनाथ जात्रा', 'lalitpur', 2, true],
  ['Indra Jatra', 'इन्द्रजात्रा', 'kathmandu', 5, true],
  ['Bisket Jatra', 'बिस्का जात्रा', 'bhaktapur', 1, true],
  ['Maha Shivaratri', 'महाशिवरात्रि', 'pashupati', 11, false],
  ['Bibaha Panchami', 'विवाह पञ्चमी', 'janakpur', 8, false],
];

/** Months from `month` forward to `festivalMonth` (0: the same month). */
const monthsUntil = (month: number, festivalMonth: number) => (festivalMonth - month + 12) % 12;

/**
 * A festival that fits the item's date: `coming` ones are announced up to two months ahead (the
 * nearest when none is that close); otherwise the most recent one of an earlier month (months are
 * approximate: a lunar festival moves by up to a month between years).
 */
function festivalFor(
  r: Random,
  when: ItemDate,
  coming: boolean,
  chariotOnly = false,
): [string, string, string] {
  const list = festivals.filter((f) => !chariotOnly || f[4]);
  const distance = (f: (typeof festivals)[number]) =>
    coming ? monthsUntil(when.month, f[3]) : monthsUntil(f[3], when.month) || 12;
  const nearest = Math.min(...list.map(distance));
  const fitting = list.filter((f) => distance(f) <= (coming ? Math.max(2, nearest) : nearest));
  const [en, ne, branch] = r.pick(fitting);
  return [en, ne, branch];
}

const posts: [string, string][] = [
  ['Assistant Administrator (Officer, sixth level)', 'सहायक प्रशासक (अधिकृत, छैटौं तह)'],
  ['Senior Assistant (fifth level)', 'वरिष्ठ सहायक (पाँचौं तह)'],
  ['Computer Assistant (fourth level)', 'कम्प्युटर सहायक (चौथो तह)'],
  ['Sub-Engineer (fifth level)', 'सब-इन्जिनियर (पाँचौं तह)'],
  ['Surveyor (fourth level)', 'सर्वेक्षक (चौथो तह)'],
  ['Driver (third level)', 'सवारी चालक (तेस्रो तह)'],
];
const places: [string, string, string][] = [
  ['Bungamati', 'बुंगमती', 'bungamati'],
  ['Sankhu', 'साँखु', 'sankhu'],
  ['Thimi', 'थिमी', 'thimi'],
  ['Panauti', 'पनौती', 'panauti'],
  ['Birgunj', 'वीरगञ्ज', 'birgunj'],
  ['Jaleshwor', 'जलेश्वर', 'jaleshwor'],
  ['Gorkha Bazaar', 'गोरखा बजार', 'gorkha'],
  ['Teku', 'टेकु', 'kathmandu'],
];
const works: [string, string][] = [
  ['roof repair of the Taleju temple', 'तलेजु मन्दिरको छाना मर्मत'],
  ['construction of the Rato Machhindranath chariot', 'रातो मच्छिन्द्रनाथको रथ निर्माण'],
  ['supply of puja materials for the fiscal year', 'आर्थिक वर्षभरिका लागि पूजा सामग्री आपूर्ति'],
  ['restoration of the Pati at Kumbheshwar', 'कुम्भेश्वरस्थित पाटी पुनर्निर्माण'],
  ['stone paving of the Jana Bahal courtyard', 'जनबहालको चोकमा ढुंगा छपाइ'],
  ['fire safety equipment for temples', 'मन्दिरका लागि अग्नि सुरक्षा उपकरण'],
];

const pick3 = <T extends [string, string, string]>(random: Random, list: T[]) => random.pick(list);

export const noticeTemplates: Template[] = [
  (r, fy) => {
    const [en, ne, branch] = pick3(r, squares);
    return {
      branch,
      title_en: `Bid invitation for parking management in the ${en} (FY ${fy.en})`,
      title_ne: `${ne}मा पार्किङ व्यवस्थापनका लागि बोलपत्र आह्वान (आ.व. ${fy.ne})`,
      text_en: `Sealed bids are invited from registered firms to manage vehicle parking in the ${en} for fiscal year ${fy.en}. Bid documents are available at the office on payment of the prescribed fee and must be submitted within 30 days of this notice.`,
      text_ne: `आर्थिक वर्ष ${fy.ne} का लागि ${ne}मा सवारी पार्किङ व्यवस्थापन गर्न इच्छुक दर्तावाला फर्मबाट सिलबन्दी बोलपत्र आह्वान गरिएको छ। तोकिएको दस्तुर तिरी कार्यालयबाट बोलपत्र फाराम लिन सकिनेछ र यो सूचना प्रकाशित भएको ३० दिनभित्र पेस गर्नुपर्नेछ।`,
    };
  },
  (r) => {
    const [en, ne, branch] = pick3(r, guthis);
    return {
      branch,
      title_en: `Notice of the annual general meeting of the ${en}`,
      title_ne: `${ne}को वार्षिक साधारण सभा सम्बन्धी सूचना`,
      text_en: `All Guthiyars of the ${en} are requested to attend the annual general meeting at the branch office. The agenda covers the annual accounts, the festival budget and the election of the management committee.`,
      text_ne: `${ne}का सम्पूर्ण गुठियारलाई शाखा कार्यालयमा हुने वार्षिक साधारण सभामा उपस्थित हुन अनुरोध गरिन्छ। सभामा वार्षिक हिसाब, पर्वको बजेट र व्यवस्थापन समितिको निर्वाचन सम्बन्धी विषयमा छलफल हुनेछ।`,
    };
  },
  (r) => {
    const [en, ne] = r.pick(landTopics);
    return {
      branch: 'central',
      title_en: `Policy update on Guthi land: ${en}`,
      title_ne: `गुठी जग्गाको ${ne} सम्बन्धी नीतिगत व्यवस्था`,
      text_en: `The board of Guthi Sansthan has approved a new arrangement on ${en}. Tenants and applicants should read the attached decision and contact their branch office with their land ownership certificate.`,
      text_ne: `गुठी संस्थानको सञ्चालक समितिले ${ne} सम्बन्धमा नयाँ व्यवस्था स्वीकृत गरेको छ। मोही तथा निवेदकहरूले संलग्न निर्णय अध्ययन गरी जग्गाधनी प्रमाणपुर्जासहित सम्बन्धित शाखा कार्यालयमा सम्पर्क गर्नुहुन अनुरोध छ।`,
    };
  },
  (r, fy, when) => {
    const [en, ne, branch] = festivalFor(r, when, true);
    return {
      branch,
      title_en: `Festival schedule for ${en} (${fy.en})`,
      title_ne: `${ne} (${fy.ne}) को कार्यतालिका`,
      text_en: `The schedule of rituals and processions for ${en} has been fixed with the organising Guthi. Devotees are asked to follow the route plan; traffic will be diverted on the main days.`,
      text_ne: `आयोजक गुठीसँगको समन्वयमा ${ne}को पूजाविधि तथा जात्राको कार्यतालिका तय गरिएको छ। भक्तजनलाई तोकिएको रुट योजना पालना गर्न अनुरोध छ; मुख्य दिनमा सवारी आवागमन अन्यत्र मोडिनेछ।`,
    };
  },
  (r, fy) => {
    const [en, ne] = r.pick(posts);
    return {
      branch: 'central',
      title_en: `Staff recruitment: vacancy for ${en}, FY ${fy.en}`,
      title_ne: `कर्मचारी भर्ना: ${ne} पदको रिक्त पद, आ.व. ${fy.ne}`,
      text_en: `Guthi Sansthan invites applications from Nepali citizens for the post of ${en}. Apply online through the recruitment portal; the written examination will be held in Kathmandu.`,
      text_ne: `गुठी संस्थानले ${ne} पदका लागि योग्य नेपाली नागरिकबाट दरखास्त आह्वान गरेको छ। भर्ना पोर्टलमार्फत अनलाइन दरखास्त दिनुपर्नेछ; लिखित परीक्षा काठमाडौंमा हुनेछ।`,
    };
  },
  (r) => {
    const [en, ne, branch] = pick3(r, places);
    return {
      branch,
      title_en: `Renewal of lease agreements for Guthi land in ${en}`,
      title_ne: `${ne}स्थित गुठी जग्गाको भाडा सम्झौता नवीकरण सम्बन्धी सूचना`,
      text_en: `Lessees of Guthi land and houses in ${en} whose agreements expire this year must apply for renewal with the previous agreement and rent receipts. Late renewals attract the fine set by the regulations.`,
      text_ne: `${ne}स्थित गुठी जग्गा तथा घर भाडामा लिने जसको सम्झौता यसै वर्ष सकिँदैछ, उहाँहरूले अघिल्लो सम्झौता र भाडा रसिदसहित नवीकरणका लागि निवेदन दिनुपर्नेछ। ढिला नवीकरणमा नियमावलीबमोजिम जरिवाना लाग्नेछ।`,
    };
  },
  (r) => {
    const [en, ne] = r.pick(works);
    return {
      branch: r.pick(['central', 'kathmandu', 'lalitpur', 'bhaktapur']),
      title_en: `Sealed tender notice for ${en}`,
      title_ne: `${ne}का लागि सिलबन्दी बोलपत्र आह्वान`,
      text_en: `Qualified contractors are invited to submit sealed tenders for ${en}. Bids may also be submitted electronically through the public procurement portal.`,
      text_ne: `${ne}का लागि योग्य निर्माण व्यवसायीबाट सिलबन्दी बोलपत्र आह्वान गरिएको छ। सार्वजनिक खरिद पोर्टलमार्फत विद्युतीय बोलपत्र पनि पेस गर्न सकिनेछ।`,
    };
  },
  (r, fy, when) => {
    // The rebate runs from Shrawan (month 4) to the end of Poush (month 9); later notices remind of
    // the fiscal year's last date, Asar end, instead of a rebate that has already closed.
    const rebate = when.month >= 4 && when.month <= 9;
    return {
      branch: r.pick(['kathmandu', 'lalitpur', 'bhaktapur', 'kavre', 'birgunj', 'janakpur', 'jaleshwor']),
      title_en: `Public notice on collection of Kut and Malpot for FY ${fy.en}`,
      title_ne: `आ.व. ${fy.ne} को कुत तथा मालपोत असुली सम्बन्धी सार्वजनिक सूचना`,
      text_en: rebate
        ? `Tenants of Guthi land are requested to pay Kut and Malpot for fiscal year ${fy.en} before the end of Poush to receive the rebate. Receipts can be verified online.`
        : `Tenants of Guthi land who have not yet paid Kut and Malpot for fiscal year ${fy.en} are requested to pay before the end of Asar; a fine applies after that. Receipts can be verified online.`,
      text_ne: rebate
        ? `गुठी जग्गाका मोहीहरूले आर्थिक वर्ष ${fy.ne} को कुत तथा मालपोत पुस मसान्तभित्र बुझाई छुट सुविधा लिनुहुन अनुरोध छ। रसिद अनलाइन जाँच गर्न सकिन्छ।`
        : `आर्थिक वर्ष ${fy.ne} को कुत तथा मालपोत नबुझाएका गुठी जग्गाका मोहीहरूले असार मसान्तभित्र बुझाउनुहुन अनुरोध छ; त्यसपछि जरिवाना लाग्नेछ। रसिद अनलाइन जाँच गर्न सकिन्छ।`,
    };
  },
  (r) => {
    const [en, ne, branch] = pick3(r, places);
    return {
      branch,
      title_en: `Call to update Guthi tenant records in ${en}`,
      title_ne: `${ne}का गुठी मोही लगत अद्यावधिक गर्न आह्वान`,
      text_en: `Tenants in ${en} whose names, plot numbers or areas differ from the Guthi records should bring their documents to the office to update the records free of charge.`,
      text_ne: `${ne}का जुन मोहीको नाम, कित्ता नम्बर वा क्षेत्रफल गुठी लगतसँग मेल खाँदैन, उहाँहरूले कागजातसहित कार्यालयमा आई निःशुल्क लगत अद्यावधिक गराउनुहुन अनुरोध छ।`,
    };
  },
  (r, _fy, when) => {
    const [en, ne, branch] = festivalFor(r, when, true);
    return {
      branch,
      title_en: `Urgent: traffic diversion and safety arrangements for ${en}`,
      title_ne: `अत्यावश्यक: ${ne}का अवसरमा सवारी व्यवस्थापन तथा सुरक्षा प्रबन्ध`,
      text_en: `On the main days of ${en} the chariot route will be closed to vehicles. Please keep children close and follow the instructions of volunteers and police.`,
      text_ne: `${ne}का मुख्य दिनमा रथ गुड्ने बाटोमा सवारी आवागमन बन्द रहनेछ। बालबालिकालाई नजिकै राख्नुहोस् र स्वयंसेवक तथा प्रहरीको निर्देशन पालना गर्नुहोस्।`,
    };
  },
];

export const articleTemplates: Template[] = [
  (r) => {
    const [en, ne, branch] = pick3(r, places);
    return {
      branch,
      title_en: `Restoration of a temple in ${en} completed with community support`,
      title_ne: `${ne}मा सामुदायिक सहयोगमा मन्दिर जीर्णोद्धार सम्पन्न`,
      text_en: `Traditional craftsmen have completed the restoration of a temple in ${en} using brick, timber and clay tiles. The local Guthi and residents contributed labour and funds alongside Guthi Sansthan.`,
      text_ne: `${ne}को एक मन्दिरको जीर्णोद्धार परम्परागत कालिगढले इँटा, काठ र झिँगटी प्रयोग गरी सम्पन्न गरेका छन्। गुठी संस्थानसँगै स्थानीय गुठी र बासिन्दाले श्रमदान तथा आर्थिक सहयोग गरेका थिए।`,
    };
  },
  (r, _fy, when) => {
    const [en, ne, branch] = festivalFor(r, when, false);
    return {
      branch,
      title_en: `${en} concluded with traditional rituals`,
      title_ne: `परम्परागत विधिसहित ${ne} सम्पन्न`,
      text_en: `${en} was completed this year according to tradition. Guthi Sansthan thanks the Guthiyars, volunteers and security personnel who made it safe for thousands of devotees.`,
      text_ne: `यस वर्षको ${ne} परम्पराअनुसार सम्पन्न भयो। हजारौं भक्तजनका लागि सुरक्षित बनाउन सहयोग गर्ने गुठियार, स्वयंसेवक र सुरक्षाकर्मीप्रति गुठी संस्थान आभार व्यक्त गर्छ।`,
    };
  },
  (_r, _fy, { daysAgo }) => {
    // The archive only grows: an older article never reports more documents than a newer one.
    const n = (48 - Math.floor(daysAgo / 30)) * 1000;
    return {
      branch: 'records',
      title_en: `Digital archive of Guthi records passes ${n.toLocaleString('en')} documents`,
      title_ne: `गुठी अभिलेखको डिजिटल संग्रह ${toNepaliDigits(n.toLocaleString('en'))} कागजात नाघ्यो`,
      text_en:
        'The Central Records and Archives Section at Bhadrakali continues scanning land registers, tamrapatra and old ledgers so that tenants can get certified copies faster.',
      text_ne:
        'भद्रकालीस्थित केन्द्रीय लगत तथा अभिलेख शाखाले मोहीहरूले छिटो प्रमाणित प्रतिलिपि पाऊन् भनी लगत किताब, ताम्रपत्र र पुराना खाताहरू स्क्यान गर्ने काम जारी राखेको छ।',
    };
  },
  (r) => {
    const [en, ne, branch] = pick3(r, squares);
    return {
      branch,
      title_en: `Heritage conservation agreement signed for the ${en}`,
      title_ne: `${ne}को सम्पदा संरक्षणसम्बन्धी सम्झौतामा हस्ताक्षर`,
      text_en: `Guthi Sansthan and the local municipality signed an agreement to share the cost of conserving monuments in the ${en} and to manage visitor facilities together.`,
      text_ne: `गुठी संस्थान र स्थानीय नगरपालिकाबीच ${ne}का स्मारकहरूको संरक्षण खर्च बाँडफाँट गर्ने र आगन्तुक सुविधा संयुक्त रूपमा व्यवस्थापन गर्ने सम्झौता भएको छ।`,
    };
  },
  (r) => {
    const [en, ne, branch] = pick3(r, places);
    return {
      branch,
      title_en: `Field inspection of Guthi land encroachment in ${en}`,
      title_ne: `${ne}मा गुठी जग्गा अतिक्रमणको स्थलगत निरीक्षण`,
      text_en: `A team of survey officers inspected reported encroachments on Guthi land in ${en}. Boundary pillars will be re-installed and the findings sent to the land management section.`,
      text_ne: `नापी अधिकृतसहितको टोलीले ${ne}मा गुठी जग्गा अतिक्रमणको उजुरीबारे स्थलगत निरीक्षण गर्‍यो। सिमाना खम्बा पुनः गाडिनेछ र प्रतिवेदन भूमि व्यवस्थापन शाखामा पठाइनेछ।`,
    };
  },
  (r, _fy, when) => {
    const [en, ne, branch] = festivalFor(r, when, true, true);
    return {
      branch,
      title_en: `Chariot construction for ${en} begins`,
      title_ne: `${ne}का लागि रथ निर्माण सुरु`,
      text_en: `Carpenters of the traditional Guthi began building the chariot for ${en} with timber supplied by Guthi Sansthan. The work follows measurements handed down for generations.`,
      text_ne: `परम्परागत गुठीका सिकर्मीहरूले गुठी संस्थानले उपलब्ध गराएको काठबाट ${ne}को रथ निर्माण सुरु गरेका छन्। पुस्तौंदेखि चलिआएको नापअनुसार रथ बनाइन्छ।`,
    };
  },
  (r) => ({
    branch: r.pick(['kathmandu', 'lalitpur', 'kavre', 'birgunj', 'janakpur']),
    title_en: 'Training on digital Guthi land records for branch staff',
    title_ne: 'शाखा कर्मचारीका लागि डिजिटल गुठी जग्गा लगत तालिम',
    text_en:
      'Staff from the branch offices took part in a three-day training on the new land records software, receipt printing and online verification.',
    text_ne:
      'शाखा कार्यालयका कर्मचारीले नयाँ जग्गा लगत सफ्टवेयर, रसिद छपाइ र अनलाइन प्रमाणीकरणसम्बन्धी तीन दिने तालिममा भाग लिए।',
  }),
];
