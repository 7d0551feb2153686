// The offices of product.md section 2, with a few sub-offices (parent_id). Landlines other than the central
// office's real ones are made up. The offices are data/offices.json. Every office keeps the government's
// hours, so each office's page and the Contact page show one text: the contact group's office hours
// (data/settings.json), which build.ts copies to every office.
import { z } from 'zod';
import { officeSeed, readSeedData, type OfficeSeed } from './seed-data.ts';

export const offices: OfficeSeed[] = readSeedData('offices', z.array(officeSeed));

export const osmLink = (office: OfficeSeed) =>
  `https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lon}#map=17/${office.lat}/${office.lon}`;
