import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import {
  aboutContent,
  footerContact,
  homepageResponse,
  servicesResponse,
  siteSettings,
} from '#shared/contract/site.ts';
import { emptySettingGroup, settingGroupName } from '#shared/contract/settings.ts';
import { readSettingGroups, writeSettingGroup } from './settings.ts';
import { readOneSettingGroup } from '#server/db/read-models/setting-groups.ts';
import { strictly } from '#server/test-support/strictly.ts';

describe('site API: home page, services, settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.db
      .insertInto('slide')
      .values([
        {
          image: '/uploads/slides/b.webp',
          title_en: 'B',
          title_ne: 'ख',
          description_en: 'b',
          description_ne: 'ख',
          sort_order: 2,
        },
        {
          image: '/uploads/slides/a.webp',
          title_en: 'A',
          title_ne: 'क',
          description_en: 'a',
          description_ne: 'क',
          sort_order: 1,
        },
      ])
      .execute();
    await t.db
      .insertInto('service')
      .values([
        {
          url: 'https://example.org/receipt',
          image: null,
          name_en: 'Land revenue receipt check',
          name_ne: 'कुत रसिद जाँच',
          description_en: 'Check a receipt',
          description_ne: 'रसिद जाँच्नुहोस्',
          sort_order: 2,
        },
        {
          url: 'https://example.org/map',
          image: '/uploads/services/map.webp',
          name_en: 'Home map recommendation',
          name_ne: 'घर नक्सा सिफारिस',
          description_en: 'Apply online',
          description_ne: 'अनलाइन निवेदन',
          sort_order: 1,
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('answers slides in order and services, with an empty occasions list', async () => {
    for (const url of ['/api/base/get-homepage-contents', '/api/base/get-homepage-contents/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      const body = strictly(homepageResponse).parse(res.json());
      expect(body.homepage.map((s) => s.title_en)).toEqual(['A', 'B']);
      expect(body.homepage[0]).toEqual({
        id: 2,
        image: '/uploads/slides/a.webp',
        image_position: null,
        title_en: 'A',
        title_ne: 'क',
        description_en: 'a',
        description_ne: 'क',
      });
      expect(body.services.map((s) => s.name_en)).toEqual([
        'Home map recommendation',
        'Land revenue receipt check',
      ]);
      expect(body.occasions).toEqual([]);
    }
  });

  it('lists services as data', async () => {
    const res = await t.app.inject('/api/base/services/');
    const body = strictly(servicesResponse).parse(res.json());
    expect(body.data[1]).toEqual({
      id: 1,
      url: 'https://example.org/receipt',
      image: null,
      name_en: 'Land revenue receipt check',
      name_ne: 'कुत रसिद जाँच',
      description_en: 'Check a receipt',
      description_ne: 'रसिद जाँच्नुहोस्',
    });
  });

  it('answers complete footer, settings and about objects when no setting is stored', async () => {
    const footer = strictly(footerContact).parse((await t.app.inject('/api/base/footercontact/')).json());
    expect(footer).toMatchObject({
      display_person_1: false,
      display_person_2: false,
      display_person_3: false,
      contact_person1_image: null,
      contact_person1_name_en: '',
      contact_person3_phone: '',
      contact_person3_phone_ne: '',
      address_en: '',
      phone: '',
      contact_numbers_ne: '',
      email: '',
    });
    const settings = strictly(siteSettings).parse((await t.app.inject('/api/base/settings')).json());
    expect(settings.logo).toBeNull();
    expect(settings.institution_name_ne).toBe('');
    expect(settings.why_choose).toHaveLength(4);
    expect(settings.why_choose[3]).toEqual({
      title_en: '',
      title_ne: '',
      description_en: '',
      description_ne: '',
    });
    expect(settings.home.latest_updates_title_en).toBe('');
    const about = strictly(aboutContent).parse((await t.app.inject('/api/base/about/')).json());
    expect(about.chairperson_image).toBeNull();
    expect(about.story_text_ne).toBe('');
  });

  it('carries the key/value settings of an older version over to the groups (migration 004)', async () => {
    const oldRows: Record<string, string> = {
      display_person_1: 'true',
      display_person_2: 'false',
      contact_person1_image: '/uploads/people/spokesperson.webp',
      contact_person1_name_en: 'Sita Sharma',
      contact_person1_name_ne: 'सीता शर्मा',
      contact_person1_position_en: 'Spokesperson',
      contact_person1_phone_ne: '९८०००००००१',
      address_en: 'Tripureshwor, Kathmandu',
      address_ne: 'त्रिपुरेश्वर, काठमाडौं',
      contact_numbers_en: '01-4248603, 01-4253941',
      email: 'info@example.gov.np',
      institution_name_en: 'Heritage Trust',
      institution_name_ne: 'सम्पदा संस्थान',
      logo: '/uploads/site/logo.svg',
      map_embed_url: 'https://www.openstreetmap.org/export/embed.html?bbox=85.3,27.6,85.4,27.7',
      apply_vacancy_url: 'https://example.org/apply',
      office_phone_en: '01-4248603',
      office_hours_ne: 'आइतबार-शुक्रबार १०:००-१७:००',
      why_1_title_en: 'Cultural preservation',
      why_4_description_ne: 'गुठी जग्गा प्रशासन',
      home_location_subtitle_en: 'Find us',
      contact_page_trust_text_ne: 'भरोसा',
      about_hero_title_en: 'About us',
      about_chairperson_image: '/uploads/people/chair.webp',
      about_message_text_ne: 'सन्देश',
    };
    const old = await createTestApp({
      seed: false,
      upTo: {
        migration: '003-derived-bs-dates',
        beforeLatest: (db) =>
          db
            .insertInto('setting')
            .values(Object.entries(oldRows).map(([key, value]) => ({ key, value })))
            .execute(),
      },
    });
    const inject = (url: string) => old.app.inject(url);
    try {
      const footer = strictly(footerContact).parse((await inject('/api/base/footercontact')).json());
      expect(footer).toMatchObject({
        display_person_1: true,
        display_person_2: false,
        display_person_3: false,
        contact_person1_image: '/uploads/people/spokesperson.webp',
        contact_person1_name_ne: 'सीता शर्मा',
        contact_person1_position_ne: '',
        contact_person2_image: null,
        // 004 made groups of the old keys; 013 then kept each phone once, in ASCII digits.
        contact_person1_phone: '9800000001',
        contact_person1_phone_ne: '९८०००००००१',
        contact_person1_phone_en: '9800000001',
        phone: '01-4248603, 01-4253941',
        contact_numbers_en: '01-4248603, 01-4253941',
        email: 'info@example.gov.np',
      });
      const settings = strictly(siteSettings).parse((await inject('/api/base/settings/')).json());
      expect(settings).toMatchObject({
        institution_name_ne: 'सम्पदा संस्थान',
        logo: '/uploads/site/logo.svg',
        apply_vacancy_url: 'https://example.org/apply',
        phone: '01-4248603, 01-4253941',
        office_phone_en: '01-4248603, 01-4253941',
        office_phone_ne: '०१-४२४८६०३, ०१-४२५३९४१',
        email: 'info@example.gov.np',
        address_ne: 'त्रिपुरेश्वर, काठमाडौं',
        office_hours_ne: 'आइतबार-शुक्रबार १०:००-१७:००',
      });
      expect(settings.why_choose[0]!.title_en).toBe('Cultural preservation');
      expect(settings.why_choose[3]!.description_ne).toBe('गुठी जग्गा प्रशासन');
      expect(settings.home.location_subtitle_en).toBe('Find us');
      expect(settings.contact_page.trust_text_ne).toBe('भरोसा');
      const about = strictly(aboutContent).parse((await inject('/api/base/about')).json());
      expect(about).toMatchObject({
        hero_title_en: 'About us',
        chairperson_image: '/uploads/people/chair.webp',
        // 036 made the About page's long texts rich text: a paragraph per line.
        message_text_ne: '<p>सन्देश</p>',
        intro_text_en: '',
      });
    } finally {
      await old.close();
    }
  });
});

describe('setting groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('read as their empty value before anything is written', async () => {
    const groups = await readSettingGroups(t.db);
    expect(groups.contact).toEqual(emptySettingGroup('contact'));
    expect(groups.footer_persons.display_person_1).toBe(false);
    expect(groups.about.chairperson_image).toBeNull();
    expect(groups.why_choose.reasons).toHaveLength(4);
  });

  it('write one group whole and the public answers show it; a second write replaces it', async () => {
    const contact = { ...emptySettingGroup('contact'), email: 'help@example.np', office_hours_ne: 'आइतबार' };
    await writeSettingGroup(t.db, 'contact', contact);
    await writeSettingGroup(t.db, 'contact', { ...contact, email: 'desk@example.np' });
    const settings = strictly(siteSettings).parse((await t.app.inject('/api/base/settings')).json());
    expect([settings.email, settings.office_hours_ne]).toEqual(['desk@example.np', 'आइतबार']);
    const footer = strictly(footerContact).parse((await t.app.inject('/api/base/footercontact')).json());
    expect(footer.email).toBe('desk@example.np');
    const rows = await t.db
      .selectFrom('setting_group')
      .select('name')
      .where('name', '=', 'contact')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('read one group for its form, written or not, and refuse a name no group has', async () => {
    expect(await readOneSettingGroup(t.db, 'home_texts')).toEqual(emptySettingGroup('home_texts'));
    const identity = { institution_name_en: 'Trust', institution_name_ne: 'ट्रस्ट', logo: null };
    await writeSettingGroup(t.db, 'identity', identity);
    expect(await readOneSettingGroup(t.db, 'identity')).toEqual(identity);
    expect(settingGroupName.parse('contact')).toBe('contact');
    expect(settingGroupName.safeParse('social').success).toBe(false);
  });

  it('refuse an unknown key or a value of the wrong type, and keep what was stored', async () => {
    const before = (await readSettingGroups(t.db)).contact;
    await expect(writeSettingGroup(t.db, 'contact', { ...before, fax: '01-1' } as never)).rejects.toThrow(
      /fax|unrecognized/i,
    );
    await expect(
      writeSettingGroup(t.db, 'footer_persons', {
        ...emptySettingGroup('footer_persons'),
        display_person_1: 'true',
      } as never),
    ).rejects.toThrow();
    expect((await readSettingGroups(t.db)).contact).toEqual(before);
  });

  it('ignore a key an older version stored that no schema names any more', async () => {
    await t.db
      .updateTable('setting_group')
      .set({ value: JSON.stringify({ ...emptySettingGroup('contact'), email: 'x@example.np', telex: '1' }) })
      .where('name', '=', 'contact')
      .execute();
    const res = await t.app.inject('/api/base/settings');
    expect(res.statusCode).toBe(200);
    expect(strictly(siteSettings).parse(res.json()).email).toBe('x@example.np');
  });
});
