import type { ApiInstance } from '#server/plugins/zod.ts';
import { nepalToday } from '#shared/calendar/nepal-time.ts';
import {
  aboutContent,
  footerContact,
  homepageResponse,
  latestUpdatesResponse,
  servicesResponse,
  siteSettings,
} from '#shared/contract/site.ts';
import { listServices, listSlides, listUpcomingOccasions, readLatestUpdates } from './repo.ts';
import { readSettingGroups, toAboutContent, toFooterContact, toSiteSettings } from './settings.ts';
import { registerSettingsAdmin } from './admin-settings.ts';

/** Site-wide content under /api/base: home page, services, footer, latest updates, settings, About. */
export default async function siteRoutes(api: ApiInstance) {
  api.get(
    '/base/get-homepage-contents',
    {
      schema: {
        summary: 'Home page: hero slides, the next 8 occasions (from today in Nepal) and services',
        tags: ['site'],
        response: { 200: homepageResponse },
      },
    },
    async () => {
      const [homepage, occasions, services] = await Promise.all([
        listSlides(api.db),
        listUpcomingOccasions(api.db, nepalToday()),
        listServices(api.db),
      ]);
      return { homepage, occasions, services };
    },
  );

  api.get(
    '/base/services',
    {
      schema: {
        summary: 'Online services (carousel and the Our Services menu)',
        tags: ['site'],
        response: { 200: servicesResponse },
      },
    },
    async () => ({ data: await listServices(api.db) }),
  );

  api.get(
    '/base/footercontact',
    {
      schema: {
        summary: 'Footer contact block: up to three contact persons, address, numbers, email',
        tags: ['site'],
        response: { 200: footerContact },
      },
    },
    async () => toFooterContact(await readSettingGroups(api.db)),
  );

  api.get(
    '/base/get-latest-updates',
    {
      schema: {
        summary: 'Latest 8 gallery images and latest 6 notices, articles and laws, newest first',
        tags: ['site'],
        response: { 200: latestUpdatesResponse },
      },
    },
    async () => readLatestUpdates(api.db),
  );

  api.get(
    '/base/settings',
    {
      schema: {
        summary: 'Site-wide settings: name, logo, contacts, map, vacancy link, home and contact texts',
        tags: ['site'],
        response: { 200: siteSettings },
      },
    },
    async () => toSiteSettings(await readSettingGroups(api.db)),
  );

  api.get(
    '/base/about',
    {
      schema: {
        summary: 'About page content',
        tags: ['site'],
        response: { 200: aboutContent },
      },
    },
    async () => toAboutContent(await readSettingGroups(api.db)),
  );

  registerSettingsAdmin(api);
}
