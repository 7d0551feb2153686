// The offices of product.md section 2, with a few sub-offices (parent_id). Landlines other than the central
// office's real ones are made up.
import { toNepaliDigits } from '../../../shared/calendar/digits.ts';

export interface OfficeSeed {
  key: string;
  parent?: string;
  name_en: string;
  name_ne: string;
  phone: string;
  location_en: string;
  location_ne: string;
  lat: number;
  lon: number;
}

export const offices: OfficeSeed[] = [
  {
    key: 'central',
    name_en: 'Central Office, Tripureshwor',
    name_ne: 'केन्द्रीय कार्यालय, त्रिपुरेश्वर',
    phone: '01-4248603, 01-4253941',
    location_en: 'Tripureshwor, Kathmandu',
    location_ne: 'त्रिपुरेश्वर, काठमाडौं',
    lat: 27.6939,
    lon: 85.3136,
  },
  {
    key: 'kathmandu',
    name_en: 'Guthi Sansthan Branch Office, Kathmandu',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, काठमाडौं',
    phone: '01-4261847',
    location_en: 'Hanuman Dhoka, Kathmandu',
    location_ne: 'हनुमानढोका, काठमाडौं',
    lat: 27.7045,
    lon: 85.3067,
  },
  {
    key: 'bhaktapur',
    name_en: 'Guthi Sansthan Branch Office, Bhaktapur',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, भक्तपुर',
    phone: '01-6610452',
    location_en: 'Taumadhi, Bhaktapur',
    location_ne: 'तौमढी, भक्तपुर',
    lat: 27.6712,
    lon: 85.4298,
  },
  {
    key: 'lalitpur',
    name_en: 'Guthi Sansthan Branch Office, Lalitpur',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, ललितपुर',
    phone: '01-5521376',
    location_en: 'Mangal Bazaar, Lalitpur',
    location_ne: 'मंगलबजार, ललितपुर',
    lat: 27.6727,
    lon: 85.3253,
  },
  {
    key: 'pashupati',
    name_en: 'Pashupati Goswara Office',
    name_ne: 'पशुपति गोश्वारा कार्यालय',
    phone: '01-4471025',
    location_en: 'Gaushala, Kathmandu',
    location_ne: 'गौशाला, काठमाडौं',
    lat: 27.7105,
    lon: 85.3487,
  },
  {
    key: 'records',
    name_en: 'Central Records and Archives Section, Bhadrakali',
    name_ne: 'केन्द्रीय लगत तथा अभिलेख शाखा, भद्रकाली',
    phone: '01-4228914',
    location_en: 'Bhadrakali, Kathmandu',
    location_ne: 'भद्रकाली, काठमाडौं',
    lat: 27.6987,
    lon: 85.3169,
  },
  {
    key: 'kavre',
    name_en: 'Guthi Sansthan Branch Office, Kavrepalanchowk',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, काभ्रेपलाञ्चोक',
    phone: '011-661238',
    location_en: 'Dhulikhel, Kavrepalanchowk',
    location_ne: 'धुलिखेल, काभ्रेपलाञ्चोक',
    lat: 27.6222,
    lon: 85.542,
  },
  {
    key: 'jaleshwor',
    name_en: 'Guthi Sansthan Branch Office, Jaleshwor',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, जलेश्वर',
    phone: '044-520347',
    location_en: 'Jaleshwor, Mahottari',
    location_ne: 'जलेश्वर, महोत्तरी',
    lat: 26.648,
    lon: 85.8006,
  },
  {
    key: 'birgunj',
    name_en: 'Guthi Sansthan Branch Office, Parsa (Birgunj)',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, पर्सा (वीरगञ्ज)',
    phone: '051-522618',
    location_en: 'Ghantaghar, Birgunj, Parsa',
    location_ne: 'घण्टाघर, वीरगञ्ज, पर्सा',
    lat: 27.0104,
    lon: 84.8779,
  },
  {
    key: 'janakpur',
    name_en: 'Guthi Sansthan Branch Office, Dhanusha (Janakpurdham)',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, धनुषा (जनकपुरधाम)',
    phone: '041-520983',
    location_en: 'Janaki Mandir area, Janakpurdham',
    location_ne: 'जानकी मन्दिर क्षेत्र, जनकपुरधाम',
    lat: 26.7307,
    lon: 85.9253,
  },
  {
    key: 'gorkha',
    name_en: 'Guthi Sansthan Branch Office, Gorkha',
    name_ne: 'गुठी संस्थान शाखा कार्यालय, गोरखा',
    phone: '064-420561',
    location_en: 'Gorkha Bazaar, Gorkha',
    location_ne: 'गोरखा बजार, गोरखा',
    lat: 28.0,
    lon: 84.6283,
  },
  // Sub-offices (contact points under a branch).
  {
    key: 'bungamati',
    parent: 'lalitpur',
    name_en: 'Bungamati Contact Office',
    name_ne: 'बुंगमती सम्पर्क कार्यालय',
    phone: '01-5592214',
    location_en: 'Bungamati, Lalitpur',
    location_ne: 'बुंगमती, ललितपुर',
    lat: 27.631,
    lon: 85.3012,
  },
  {
    key: 'patan-durbar',
    parent: 'lalitpur',
    name_en: 'Patan Durbar Square Unit',
    name_ne: 'पाटन दरबार क्षेत्र एकाइ',
    phone: '01-5538120',
    location_en: 'Patan Durbar Square, Lalitpur',
    location_ne: 'पाटन दरबार क्षेत्र, ललितपुर',
    lat: 27.6734,
    lon: 85.325,
  },
  {
    key: 'sankhu',
    parent: 'kathmandu',
    name_en: 'Sankhu Contact Office',
    name_ne: 'साँखु सम्पर्क कार्यालय',
    phone: '01-4450219',
    location_en: 'Sankhu, Kathmandu',
    location_ne: 'साँखु, काठमाडौं',
    lat: 27.738,
    lon: 85.466,
  },
  {
    key: 'guhyeshwari',
    parent: 'pashupati',
    name_en: 'Guhyeshwari Temple Unit',
    name_ne: 'गुह्येश्वरी मन्दिर एकाइ',
    phone: '01-4478830',
    location_en: 'Guhyeshwari, Kathmandu',
    location_ne: 'गुह्येश्वरी, काठमाडौं',
    lat: 27.711,
    lon: 85.355,
  },
  {
    key: 'panauti',
    parent: 'kavre',
    name_en: 'Panauti Contact Office',
    name_ne: 'पनौती सम्पर्क कार्यालय',
    phone: '011-440378',
    location_en: 'Panauti, Kavrepalanchowk',
    location_ne: 'पनौती, काभ्रेपलाञ्चोक',
    lat: 27.584,
    lon: 85.513,
  },
  {
    key: 'thimi',
    parent: 'bhaktapur',
    name_en: 'Madhyapur Thimi Contact Office',
    name_ne: 'मध्यपुर थिमी सम्पर्क कार्यालय',
    phone: '01-6631540',
    location_en: 'Thimi, Bhaktapur',
    location_ne: 'थिमी, भक्तपुर',
    lat: 27.681,
    lon: 85.388,
  },
];

/**
 * Every office keeps the government's hours, so the Contact page (the `office_hours` setting) and each
 * office's page show one text: settings.ts and build.ts both read it from here.
 */
export const officeHours = {
  hours_en: 'Sunday-Thursday 10:00-17:00 (10:00-16:00 in winter), Friday 10:00-15:00',
  hours_ne: `आइतबार-बिहीबार ${toNepaliDigits('10:00-17:00')} (जाडोमा ${toNepaliDigits('10:00-16:00')}), शुक्रबार ${toNepaliDigits('10:00-15:00')}`,
};

export const osmLink = (office: OfficeSeed) =>
  `https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lon}#map=17/${office.lat}/${office.lon}`;
