// Server-rendered markup of the featured upcoming festival. The demo seed always has a festival to
// come and the API answers, so the 'no upcoming' and 'failed' texts (product.md section 8) are checked
// here on the component; the browser tests cover the festival itself.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/calendar/index.ts';
import type {
  FeaturedFestival as FeaturedFestivalData,
  FestivalOccurrence,
} from '../../../shared/contract/festivals.ts';
import { translate, type Lang } from '../../../shared/i18n/index.ts';
import { LanguageProvider } from '../../lib/i18n/language-context.tsx';
import { FeaturedFestival } from './featured-festival.tsx';
import type { Upcoming } from './load-festivals.ts';

function render(upcoming: Upcoming, lang: Lang) {
  const Stub = createRoutesStub([
    { path: '/festivals/:id', Component: () => <FeaturedFestival upcoming={upcoming} /> },
  ]);
  return renderToString(
    <LanguageProvider initial={lang}>
      <Stub initialEntries={['/festivals/1']} />
    </LanguageProvider>,
  );
}

const festival: FeaturedFestivalData = {
  id: 7,
  image: null,
  title_en: 'Gai Jatra',
  title_ne: 'गाईजात्रा',
  name_en: 'Gai Jatra',
  name_ne: 'गाईजात्रा',
  description_en: 'x'.repeat(400),
  description_ne: 'क'.repeat(400),
  location_en: 'Kathmandu',
  location_ne: 'काठमाडौं',
  subtitle_en: '',
  subtitle_ne: '',
  start_date: '2026-08-29',
  end_date: '2026-08-29',
  start_date_bs: '2083/05/13',
  is_holiday: true,
  is_jatra: true,
  created_at: '2026-06-07T09:43:00.000Z',
  branch_id: null,
  occurrence: {
    status: 'upcoming',
    start_date: '2026-08-29',
    end_date: '2026-08-29',
    start_date_bs: '2083/05/13',
    end_date_bs: '2083/05/13',
  },
};

const withOccurrence = (occurrence: Partial<FestivalOccurrence>): FeaturedFestivalData => ({
  ...festival,
  occurrence: { ...festival.occurrence, ...occurrence },
});

const localizedTitle = (lang: Lang) => (lang === 'ne' ? festival.title_ne : festival.title_en);

describe('FeaturedFestival', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`${lang}: says there is no upcoming festival`, () => {
      const html = render({ state: 'ok', festival: null }, lang);
      expect(html).toContain(translate(lang, 'festival.no_upcoming'));
      expect(html).toContain(translate(lang, 'festival.no_upcoming_found'));
      expect(html).not.toContain('href="/festivals/details/');
    });

    it(`${lang}: says the upcoming festival could not be fetched, as an alert`, () => {
      const html = render({ state: 'error' }, lang);
      expect(html).toContain(translate(lang, 'festival.upcoming_failed'));
      expect(html).toContain('role="alert"');
    });
  }

  it('without an image shows "No Image Available" and links to the detail page', () => {
    const html = render({ state: 'ok', festival }, 'en');
    expect(html).not.toContain('<img');
    expect(html).toContain(translate('en', 'controls.no_image'));
    expect(html).toContain('href="/festivals/details/7"');
    // 320 characters plus '...' (product.md section 9).
    expect(html).toContain(`${'x'.repeat(320)}...`);
    expect(html).not.toContain('x'.repeat(321));
  });

  for (const lang of ['en', 'ne'] as const) {
    it(`${lang}: a past festival is shown itself, last held on its date, next date not yet announced`, () => {
      const html = render(
        {
          state: 'ok',
          festival: withOccurrence({ status: 'past', start_date: '2025-08-09', end_date: '2025-08-09' }),
        },
        lang,
      );
      expect(html).toContain(translate(lang, 'festival.featured_heading_past'));
      expect(html).not.toContain(translate(lang, 'festival.upcoming_heading'));
      expect(html).toContain(localizedTitle(lang));
      expect(html).toContain(`>${translate(lang, 'festival.occurrence_past')}<`);
      expect(html).toContain(`<time dateTime="2025-08-09">${formatDate('2025-08-09', lang, 'long')}</time>`);
      expect(html).toContain(translate(lang, 'festival.next_date_unknown'));
    });

    it(`${lang}: an upcoming festival gives its next date; one under way its days`, () => {
      const upcoming = render({ state: 'ok', festival }, lang);
      expect(upcoming).toContain(translate(lang, 'festival.upcoming_heading'));
      expect(upcoming).toContain(`>${translate(lang, 'festival.occurrence_upcoming')}<`);
      expect(upcoming).toContain(
        `<time dateTime="2026-08-29">${formatDate('2026-08-29', lang, 'long')}</time>`,
      );
      expect(upcoming).not.toContain(translate(lang, 'festival.next_date_unknown'));
      const ongoing = render(
        { state: 'ok', festival: withOccurrence({ status: 'ongoing', end_date: '2026-09-05' }) },
        lang,
      );
      expect(ongoing).toContain(`>${translate(lang, 'festival.occurrence_ongoing')}<`);
      expect(ongoing).toContain(
        `<time dateTime="2026-09-05">${formatDate('2026-09-05', lang, 'long')}</time>`,
      );
      expect(ongoing).not.toContain(translate(lang, 'festival.next_date_unknown'));
    });
  }
});
