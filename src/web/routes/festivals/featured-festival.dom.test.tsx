// @vitest-environment happy-dom
// The featured upcoming festival as a visitor meets it. The demo seed always has a festival to come and
// the API answers, so the 'no upcoming' and 'failed' texts (product.md section 8) are checked here on the
// component; the browser tests cover the festival itself.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '#shared/calendar/index.ts';
import type {
  FeaturedFestival as FeaturedFestivalData,
  FestivalOccurrence,
} from '#shared/contract/festivals.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { FeaturedFestival } from './featured-festival.tsx';
import type { Upcoming } from './load-festivals.ts';

afterEach(cleanup);

const render = (upcoming: Upcoming, lang: Lang) =>
  renderInPage(<FeaturedFestival upcoming={upcoming} />, { lang, url: '/festivals/1' });

/** The page's <time> elements as [datetime, text]. */
const times = () =>
  Array.from(document.querySelectorAll('time'), (time) => [time.getAttribute('datetime'), time.textContent]);
const text = () => document.body.textContent ?? '';

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
  holiday_days: ['2026-08-29'],
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
    it(`${lang}: says there is no upcoming festival, with no link to a festival`, () => {
      render({ state: 'ok', festival: null }, lang);
      expect(text()).toContain(translate(lang, 'festival.no_upcoming'));
      expect(text()).toContain(translate(lang, 'festival.no_upcoming_found'));
      expect(screen.queryByRole('link')).toBeNull();
    });

    it(`${lang}: says the upcoming festival could not be fetched, as an alert`, () => {
      render({ state: 'error' }, lang);
      expect(screen.getByRole('alert').textContent).toContain(translate(lang, 'festival.upcoming_failed'));
    });
  }

  it('without an image shows "No Image Available" and links to the detail page', () => {
    render({ state: 'ok', festival }, 'en');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(translate('en', 'controls.no_image'))).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href === '/festivals/details/7')).toBe(true);
    // 320 characters plus '...' (product.md section 9).
    expect(text()).toContain(`${'x'.repeat(320)}...`);
    expect(text()).not.toContain('x'.repeat(321));
  });

  for (const lang of ['en', 'ne'] as const) {
    it(`${lang}: a past festival is shown itself, last held on its date, next date not yet announced`, () => {
      render(
        {
          state: 'ok',
          festival: withOccurrence({ status: 'past', start_date: '2025-08-09', end_date: '2025-08-09' }),
        },
        lang,
      );
      expect(
        screen.getByRole('heading', { name: translate(lang, 'festival.featured_heading_past') }),
      ).toBeTruthy();
      expect(text()).not.toContain(translate(lang, 'festival.upcoming_heading'));
      expect(text()).toContain(localizedTitle(lang));
      expect(screen.getByText(`${translate(lang, 'festival.occurrence_past')}:`)).toBeTruthy();
      expect(times()).toContainEqual(['2025-08-09', formatDate('2025-08-09', lang, 'long')]);
      expect(text()).toContain(translate(lang, 'festival.next_date_unknown'));
    });

    it(`${lang}: an upcoming festival gives its next date; one under way its days`, () => {
      render({ state: 'ok', festival }, lang);
      expect(
        screen.getByRole('heading', { name: translate(lang, 'festival.upcoming_heading') }),
      ).toBeTruthy();
      expect(screen.getByText(`${translate(lang, 'festival.occurrence_upcoming')}:`)).toBeTruthy();
      expect(times()).toContainEqual(['2026-08-29', formatDate('2026-08-29', lang, 'long')]);
      expect(text()).not.toContain(translate(lang, 'festival.next_date_unknown'));
      cleanup();
      render({ state: 'ok', festival: withOccurrence({ status: 'ongoing', end_date: '2026-09-05' }) }, lang);
      expect(screen.getByText(`${translate(lang, 'festival.occurrence_ongoing')}:`)).toBeTruthy();
      expect(times()).toContainEqual(['2026-09-05', formatDate('2026-09-05', lang, 'long')]);
      expect(text()).not.toContain(translate(lang, 'festival.next_date_unknown'));
    });
  }
});
