// Departments (head-office divisions and sections, CONTENT.md) and fictional staff names.
import type { Random } from './random.ts';

export const departmentSeeds: [string, string][] = [
  ['Office of the Chair and Administrator', 'अध्यक्ष तथा प्रशासकको कार्यालय'],
  ['Planning, Monitoring and Evaluation Section', 'योजना अनुगमन तथा मूल्याङ्कन शाखा'],
  ['Religious and Cultural Heritage Section', 'धार्मिक तथा सांस्कृतिक सम्पदा व्यवस्था शाखा'],
  ['Infrastructure Development and Heritage Conservation Section', 'पूर्वाधार विकास तथा सम्पदा संरक्षण शाखा'],
  ['Audit and Arrears Monitoring Section', 'लेखा परीक्षण तथा वेरुजु अनुगमन शाखा'],
  ['Internal Administration and IT Section', 'आन्तरिक प्रशासन तथा सूचना प्रविधि शाखा'],
  ['Finance Management Section', 'अर्थ तथा वित्त व्यवस्थापन शाखा'],
  ['Land Management Section', 'भूमि व्यवस्थापन शाखा'],
  ['Legal Section', 'कानून शाखा'],
];

export const positions = {
  chair: ['Chairperson', 'अध्यक्ष'],
  administrator: ['Administrator', 'प्रशासक'],
  coAdministrator: ['Co-Administrator', 'सह प्रशासक'],
  deputy: ['Deputy Administrator', 'उप-प्रशासक'],
  assistantAdmin: ['Assistant Administrator', 'सहायक प्रशासक'],
  survey: ['Survey Officer', 'नापी अधिकृत'],
  archaeology: ['Records and Archaeology Officer', 'अभिलेख/पुरातत्व अधिकृत'],
  it: ['Information Technology Officer', 'सूचना प्रविधि अधिकृत'],
  land: ['Land Administration Officer', 'जग्गा प्रशासन अधिकृत'],
  senior: ['Senior Assistant', 'वरिष्ठ सहायक'],
  computer: ['Computer Assistant', 'कम्प्युटर सहायक'],
  engineer: ['Sub-Engineer', 'सब-इन्जिनियर'],
  surveyor: ['Surveyor', 'सर्वेक्षक'],
  officeAssistant: ['Office Assistant', 'कार्यालय सहायक'],
  driver: ['Driver', 'सवारी चालक'],
  helper: ['Office Helper', 'कार्यालय सहयोगी'],
  accountant: ['Accounts Officer', 'लेखा अधिकृत'],
  legal: ['Legal Officer', 'कानून अधिकृत'],
  branchChief: ['Branch Chief', 'शाखा प्रमुख'],
  informationOfficer: ['Information Officer', 'सूचना अधिकारी'],
  spokesperson: ['Spokesperson', 'प्रवक्ता'],
  grievanceOfficer: ['Grievance Officer', 'गुनासो सुन्ने अधिकारी'],
} as const satisfies Record<string, readonly [string, string]>;

export type PositionKey = keyof typeof positions;

/** Someone the site names in more than one place: the same name, position and portrait everywhere. */
export interface NamedPerson {
  name_en: string;
  name_ne: string;
  position: PositionKey;
  /** Index into the seed's portraits, or null for the placeholder. */
  portrait: number | null;
}

/** The one chairperson: the About page's message (settings.ts) and the org chart (build.ts). */
export const chairperson: NamedPerson = {
  name_en: 'Dr. Hari Narayan Joshi',
  name_ne: 'डा. हरिनारायण जोशी',
  position: 'chair',
  portrait: 0,
};

/** The footer's contact persons (settings.ts), also listed with their section on the team page. */
export const contactPersons: (NamedPerson & { phone: string })[] = [
  {
    name_en: 'Ramesh Prasad Shrestha',
    name_ne: 'रमेशप्रसाद श्रेष्ठ',
    position: 'informationOfficer',
    portrait: 1,
    phone: '9851034567',
  },
  {
    name_en: 'Sabina Maharjan',
    name_ne: 'सबिना महर्जन',
    position: 'spokesperson',
    portrait: 2,
    phone: '9841276543',
  },
  {
    name_en: 'Dipak Bajracharya',
    name_ne: 'दीपक बज्राचार्य',
    position: 'grievanceOfficer',
    // The third has no portrait, to exercise the placeholder.
    portrait: null,
    phone: '9803456712',
  },
];

const given: [string, string][] = [
  ['Ram', 'राम'],
  ['Hari', 'हरि'],
  ['Shyam', 'श्याम'],
  ['Krishna', 'कृष्ण'],
  ['Bikash', 'विकास'],
  ['Suresh', 'सुरेश'],
  ['Rajendra', 'राजेन्द्र'],
  ['Santosh', 'सन्तोष'],
  ['Bishnu', 'विष्णु'],
  ['Gopal', 'गोपाल'],
  ['Nabin', 'नवीन'],
  ['Sanjay', 'सञ्जय'],
  ['Prakash', 'प्रकाश'],
  ['Binod', 'विनोद'],
  ['Mahesh', 'महेश'],
  ['Sita', 'सीता'],
  ['Gita', 'गीता'],
  ['Sarita', 'सरिता'],
  ['Anita', 'अनिता'],
  ['Sunita', 'सुनिता'],
  ['Kamala', 'कमला'],
  ['Laxmi', 'लक्ष्मी'],
  ['Pooja', 'पूजा'],
  ['Rita', 'रीता'],
  ['Manisha', 'मनिषा'],
  ['Srijana', 'सृजना'],
  ['Bimala', 'विमला'],
  ['Rojina', 'रोजिना'],
  ['Asmita', 'अस्मिता'],
  ['Nirmala', 'निर्मला'],
];

const family: [string, string][] = [
  ['Shrestha', 'श्रेष्ठ'],
  ['Maharjan', 'महर्जन'],
  ['Shakya', 'शाक्य'],
  ['Bajracharya', 'बज्राचार्य'],
  ['Joshi', 'जोशी'],
  ['Pradhan', 'प्रधान'],
  ['Adhikari', 'अधिकारी'],
  ['Khadka', 'खड्का'],
  ['Thapa', 'थापा'],
  ['Karki', 'कार्की'],
  ['Poudel', 'पौडेल'],
  ['Sharma', 'शर्मा'],
  ['Rai', 'राई'],
  ['Gurung', 'गुरुङ'],
  ['Tamang', 'तामाङ'],
  ['Dangol', 'डंगोल'],
  ['Manandhar', 'मानन्धर'],
  ['Rajbhandari', 'राजभण्डारी'],
  ['Yadav', 'यादव'],
  ['Jha', 'झा'],
  ['Mishra', 'मिश्र'],
  ['Bhattarai', 'भट्टराई'],
  ['Tuladhar', 'तुलाधर'],
];

/** A fictional person's name in both scripts; `used` keeps names unique across the seed. */
export function personName(random: Random, used: Set<string>): [string, string] {
  for (;;) {
    const [ge, gn] = random.pick(given);
    const [fe, fn] = random.pick(family);
    const en = `${ge} ${fe}`;
    if (used.has(en) && used.size < given.length * family.length) continue;
    used.add(en);
    return [en, `${gn} ${fn}`];
  }
}
