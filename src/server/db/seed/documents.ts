// Laws (by category) and vacancy documents (notices, results, syllabus).
import { toNepaliDigits } from '../../../shared/calendar/digits.ts';

/** [category index (catalog.lawCategorySeeds), title_en, title_ne] */
export const lawSeeds: [number, string, string][] = [
  [0, 'Guthi Sansthan Act, 2033 (1976)', 'गुठी संस्थान ऐन, २०३३'],
  [0, 'Guthi Sansthan (First Amendment) Act, 2041', 'गुठी संस्थान (पहिलो संशोधन) ऐन, २०४१'],
  [0, 'Guthi Sansthan (Second Amendment) Act, 2049', 'गुठी संस्थान (दोस्रो संशोधन) ऐन, २०४९'],
  [0, 'Guthi Sansthan (Third Amendment) Act, 2063', 'गुठी संस्थान (तेस्रो संशोधन) ऐन, २०६३'],
  [0, 'Guthi Sansthan (Fourth Amendment) Act, 2066', 'गुठी संस्थान (चौथो संशोधन) ऐन, २०६६'],
  [
    0,
    'Act Amending Some Nepal Acts, 2072 (Guthi provisions)',
    'केही नेपाल ऐन संशोधन गर्ने ऐन, २०७२ (गुठी सम्बन्धी व्यवस्था)',
  ],
  [0, 'Muluki Civil Code, 2074: chapter on Guthi', 'मुलुकी देवानी संहिता, २०७४: गुठी सम्बन्धी परिच्छेद'],
  [0, 'Lands Act, 2021', 'भूमि सम्बन्धी ऐन, २०२१'],
  [0, 'Land Revenue Act, 2034', 'मालपोत ऐन, २०३४'],
  [0, 'Ancient Monument Preservation Act, 2013', 'प्राचीन स्मारक संरक्षण ऐन, २०१३'],
  [0, 'Right to Information Act, 2064', 'सूचनाको हक सम्बन्धी ऐन, २०६४'],
  [0, 'Good Governance (Management and Operation) Act, 2064', 'सुशासन (व्यवस्थापन तथा सञ्चालन) ऐन, २०६४'],
  [1, 'Guthi Sansthan Employees Service Regulations', 'गुठी संस्थान कर्मचारी सेवा विनियमावली'],
  [1, 'Guthi Sansthan Financial Administration Regulations', 'गुठी संस्थान आर्थिक प्रशासन विनियमावली'],
  [1, 'Guthi Land Lease Regulations', 'गुठी जग्गा भाडा विनियमावली'],
  [1, 'Guthi Sansthan Procurement Regulations', 'गुठी संस्थान खरिद विनियमावली'],
  [1, 'Land Revenue Regulations, 2036', 'मालपोत नियमावली, २०३६'],
  [1, 'Lands Regulations, 2021', 'भूमि सम्बन्धी नियमहरू, २०२१'],
  [1, 'Right to Information Regulations, 2065', 'सूचनाको हक सम्बन्धी नियमावली, २०६५'],
  [1, 'Guthi Property Protection Regulations', 'गुठी सम्पत्ति संरक्षण विनियमावली'],
  [1, 'Guthi Sansthan Board Meeting Procedure Regulations', 'गुठी संस्थान सञ्चालक समिति बैठक सञ्चालन विनियमावली'],
  [1, 'Public Procurement Regulations, 2064', 'सार्वजनिक खरिद नियमावली, २०६४'],
  [2, 'Directive on Festival and Jatra Expenditure', 'पर्व तथा जात्रा खर्च सम्बन्धी निर्देशिका'],
  [2, 'Directive on Guthi Land Records Management', 'गुठी जग्गा लगत व्यवस्थापन निर्देशिका'],
  [2, 'Directive on Temple Restoration Works', 'मन्दिर जीर्णोद्धार कार्य निर्देशिका'],
  [2, 'Directive on Handling Public Grievances', 'सार्वजनिक गुनासो व्यवस्थापन निर्देशिका'],
  [2, 'Directive on Safekeeping of Idols and Ornaments', 'मूर्ति तथा गरगहना सुरक्षा निर्देशिका'],
  [2, 'Directive on Information Technology Use', 'सूचना प्रविधि प्रयोग निर्देशिका'],
  [2, 'Directive on Kut and Malpot Collection', 'कुत तथा मालपोत असुली निर्देशिका'],
  [2, 'Directive on Staff Transfer', 'कर्मचारी सरुवा निर्देशिका'],
  [2, 'Directive on Heritage Site Visitor Management', 'सम्पदा स्थल आगन्तुक व्यवस्थापन निर्देशिका'],
  [2, 'Directive on Branch Office Inspection', 'शाखा कार्यालय निरीक्षण निर्देशिका'],
  [3, 'Procedure for Recommending House Maps on Guthi Land', 'गुठी जग्गामा घर नक्सा सिफारिस कार्यविधि'],
  [3, 'Procedure for Registering Tenancy Rights', 'मोहियानी हक दर्ता कार्यविधि'],
  [3, 'Procedure for Leasing Guthi Houses and Shops', 'गुठी घर तथा पसल भाडामा दिने कार्यविधि'],
  [3, 'Procedure for Auctioning Guthi Property', 'गुठी सम्पत्ति लिलाम बिक्री कार्यविधि'],
  [3, 'Procedure for Festival Grant Release', 'पर्व अनुदान निकासा कार्यविधि'],
  [3, 'Procedure for Certified Copies of Records', 'अभिलेखको प्रमाणित प्रतिलिपि दिने कार्यविधि'],
  [3, 'Procedure for Boundary Survey of Guthi Land', 'गुठी जग्गा सिमाना नापजाँच कार्यविधि'],
  [3, 'Procedure for Priest and Musician Allowances', 'पुजारी तथा बाजा बजाउनेको भत्ता कार्यविधि'],
  [3, 'Procedure for Online File Tracking', 'अनलाइन फाइल ट्र्याकिङ कार्यविधि'],
  [3, 'Procedure for Parking Management in Heritage Areas', 'सम्पदा क्षेत्रमा पार्किङ व्यवस्थापन कार्यविधि'],
  [4, 'Guthi Land Management Policy', 'गुठी जग्गा व्यवस्थापन नीति'],
  [4, 'Heritage Conservation Policy', 'सम्पदा संरक्षण नीति'],
  [4, 'Information Technology Policy', 'सूचना प्रविधि नीति'],
  [4, 'Gender Equality and Social Inclusion Policy', 'लैङ्गिक समानता तथा सामाजिक समावेशीकरण नीति'],
  [4, 'Financial Transparency Policy', 'वित्तीय पारदर्शिता नीति'],
  [4, 'Disaster Risk Reduction Policy for Heritage Sites', 'सम्पदा स्थलका लागि विपद् जोखिम न्यूनीकरण नीति'],
  [4, 'Festival Sustainability Policy', 'पर्व दिगोपन नीति'],
  [4, 'Records Digitisation Policy', 'अभिलेख डिजिटाइजेसन नीति'],
];

export const circularTopics: [string, string][] = [
  ['office hours during winter', 'हिउँदमा कार्यालय समय'],
  ['revised Kut rates', 'संशोधित कुत दर'],
  ['use of the online receipt system', 'अनलाइन रसिद प्रणालीको प्रयोग'],
  ['festival expenditure reporting', 'पर्व खर्चको प्रतिवेदन'],
  ['safety of temple ornaments', 'मन्दिरका गरगहनाको सुरक्षा'],
  ['public holiday arrangements', 'सार्वजनिक बिदा व्यवस्था'],
  ['land records verification campaign', 'जग्गा लगत प्रमाणीकरण अभियान'],
  ['staff attendance system', 'कर्मचारी हाजिरी प्रणाली'],
  ['monsoon disaster preparedness', 'वर्षायामको विपद् पूर्वतयारी'],
  ['lease arrears collection', 'बक्यौता भाडा असुली'],
  ['grievance handling deadlines', 'गुनासो फछ्र्यौटको समयसीमा'],
  ['fiscal year closing', 'आर्थिक वर्षको अन्त्य'],
  ['information officer designation', 'सूचना अधिकारी तोकिएको'],
  ['tender publication on the procurement portal', 'खरिद पोर्टलमा बोलपत्र प्रकाशन'],
];

/** Law category index (catalog.lawCategorySeeds) of circulars. */
export const CIRCULAR_CATEGORY = 5;

/**
 * A circular's titles, numbered like real ones: "Circular no. 7 (2081/82): ...". The number counts the
 * circulars of that fiscal year in date order, and the fiscal year is the one of its date (build.ts).
 */
export function circularTitles(
  no: number,
  fy: { en: string; ne: string },
  [en, ne]: [string, string],
): [string, string] {
  return [`Circular no. ${no} (${fy.en}): ${en}`, `परिपत्र नं. ${toNepaliDigits(no)} (${fy.ne}): ${ne}`];
}

export const vacancyPosts: [string, string, string][] = [
  [
    'Assistant Administrator (Officer, sixth level)',
    'सहायक प्रशासक (अधिकृत, छैटौं तह)',
    'assistant-administrator',
  ],
  ['Survey Officer (sixth level)', 'नापी अधिकृत (छैटौं तह)', 'survey-officer'],
  ['Information Technology Officer (sixth level)', 'सूचना प्रविधि अधिकृत (छैटौं तह)', 'it-officer'],
  ['Land Administration Officer (sixth level)', 'जग्गा प्रशासन अधिकृत (छैटौं तह)', 'land-officer'],
  ['Records and Archaeology Officer (sixth level)', 'अभिलेख/पुरातत्व अधिकृत (छैटौं तह)', 'records-officer'],
  ['Senior Assistant (fifth level)', 'वरिष्ठ सहायक (पाँचौं तह)', 'senior-assistant'],
  ['Sub-Engineer (fifth level)', 'सब-इन्जिनियर (पाँचौं तह)', 'sub-engineer'],
  ['Computer Assistant (fourth level)', 'कम्प्युटर सहायक (चौथो तह)', 'computer-assistant'],
  ['Surveyor (fourth level)', 'सर्वेक्षक (चौथो तह)', 'surveyor'],
  ['Office Assistant (fourth level)', 'कार्यालय सहायक (चौथो तह)', 'office-assistant'],
  ['Driver (third level)', 'सवारी चालक (तेस्रो तह)', 'driver'],
  ['Office Helper', 'कार्यालय सहयोगी', 'office-helper'],
  ['Legal Officer (sixth level)', 'कानून अधिकृत (छैटौं तह)', 'legal-officer'],
];

/** The body of every law's PDF: the Nepali text is the official one. */
export const lawNote = {
  ne: 'नेपाल राजपत्रमा प्रकाशित नेपाली पाठ नै आधिकारिक मानिनेछ। यो प्रति जानकारीका लागि मात्र हो।',
  en: 'Unofficial English rendering for reference. The Nepali text published in the Nepal Gazette prevails.',
};

/** The body of each kind of vacancy PDF. */
export const vacancyNotes = {
  notice: {
    ne: 'न्यूनतम योग्यता, उमेरहद र दस्तुर विज्ञापनमा उल्लेख गरिएको छ।',
    en: 'Minimum qualification, age limit and fees are given in the advertisement.',
  },
  result: {
    ne: 'सफल उम्मेदवारहरूको रोल नम्बर अनुसूचीमा दिइएको छ।',
    en: 'Roll numbers of successful candidates are listed in the annex.',
  },
  syllabus: {
    ne: 'प्रश्नपत्रको ढाँचा, विषयवस्तु र अंकभार।',
    en: 'Paper structure, topics and marks distribution.',
  },
};
