// The offices of product.md section 2, with a few sub-offices (parent_id). Landlines other than the central
// office's real ones are made up. The offices are data/offices.json.
import { z } from 'zod';
import { officeSeed, readSeedData, type OfficeSeed } from './seed-data.ts';
import { toNepaliDigits } from '../../../shared/calendar/digits.ts';

export const offices: OfficeSeed[] = readSeedData('offices', z.array(officeSeed));

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
