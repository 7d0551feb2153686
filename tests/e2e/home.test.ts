// The home page (product.md section 2, Home; section 4 states; section 9 constants): hero slider, the
// shortcuts, the notices ticker, latest updates tabs, upcoming occasions, the services carousel, the
// popup notices, the page without JavaScript, and WCAG 2.2 AA. Expectations are read from the API
// the page uses, so the tests follow the demo seed instead of hard-coding its content.
// Timers are driven by Playwright's fake clock (page.clock) where the test is about time: the hero's
// 8 s auto-advance and the services' 16 ms ticks, so nothing waits for real seconds.
// A site without slides or other content (each section then leaves itself out): empty-site.test.ts.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatDate, MONTH_NAMES, AD_MONTH_NAMES, toNepaliDigits } from '#shared/calendar/index.ts';
import type { NoticesListResponse } from '#shared/contract/notices.ts';
import type { HomepageResponse, LatestUpdatesResponse, SiteSettings } from '#shared/contract/site.ts';
import { translate } from '#shared/i18n/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshot.ts';
import {
  expectNoProblems,
  framesPainted,
  openPage,
  setUpBrowser,
  waitForHydration,
  type Lang,
  type OpenPageOptions,
  type Theme,
} from './support/browser.ts';
import { api, pick, poll } from './support/api.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

setUpBrowser();

const HERO_MS = 8000;
const POPUP_KEY = 'popup-notices-dismissed';
const LANGS: Lang[] = ['ne', 'en'];

const homepage = () => api<HomepageResponse>('/base/get-homepage-contents');

/** As a visitor who already closed the popup in this session (the page behind a modal is inert). */
function popupDismissed() {
  try {
    sessionStorage.setItem('popup-notices-dismissed', '1');
  } catch {
    // about:blank has no storage
  }
}

function openHome(options: OpenPageOptions = {}) {
  return openPage('/', { initScript: popupDismissed, ...options });
}

/** Reloads with Playwright's fake clock installed (it starts at real time and flows until told). */
async function withFakeClock(page: Page, reducedMotion?: 'reduce') {
  await page.clock.install();
  if (reducedMotion) await page.emulateMedia({ reducedMotion });
  await page.reload();
  await waitForHydration(page);
}

/**
 * Stops the page's clock a moment from now: from then on only runFor() moves time. The margin leaves
 * room for a busy machine between reading the time and pausing (pausing in the past throws; 500 ms
 * was not enough beside another browser file). pauseAt jumps there at once: the margin costs no wait.
 */
async function pauseClockSoon(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
}

// ---- Hero slider --------------------------------------------------------------------------------

const hero = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: translate(lang, 'home.hero_label') });
const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');

/** The 1-based number of the visible slide. */
async function visibleSlide(page: Page): Promise<number> {
  const hidden = await slides(page).evaluateAll((elements) =>
    elements.map((element) => (element as HTMLElement).hidden),
  );
  const visible = hidden.flatMap((isHidden, index) => (isHidden ? [] : [index + 1]));
  expect(visible, 'exactly one slide is visible').toHaveLength(1);
  return visible[0]!;
}

describe('hero slider', () => {
  for (const lang of LANGS) {
    test(`${lang}: the first slide is in the server's HTML, the others hidden`, async () => {
      const { homepage: list } = await homepage();
      expect(list.length).toBeGreaterThan(1);
      const opened = await openHome({ lang, javaScript: false });
      const { page } = opened;
      const html = await opened.response.text();
      expect(html).toContain(pick(list[0]!, 'title', lang).replaceAll('&', '&amp;'));
      expect(await slides(page).count()).toBe(list.length);
      expect(await visibleSlide(page)).toBe(1);
      expect(await slides(page).first().locator('h2').textContent()).toBe(pick(list[0]!, 'title', lang));
      expect(await slides(page).first().getAttribute('aria-label')).toBe(
        translate(lang, 'home.slide_position', {
          n: lang === 'ne' ? '१' : '1',
          total:
            lang === 'ne'
              ? String(list.length).replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!)
              : String(list.length),
        }),
      );
      // No dead controls without JavaScript.
      expect(await hero(page, lang).getByRole('button').count()).toBe(0);
      expectNoProblems(opened);
    });
  }

  test('auto-advances every 8 s and wraps from the last slide to the first', async () => {
    const { homepage: list } = await homepage();
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    await withFakeClock(page);
    // The 8 s interval started at hydration, a moment ago: each runFor(8 s) crosses exactly one tick.
    await pauseClockSoon(page);
    expect(await visibleSlide(page)).toBe(1);
    for (let step = 2; step <= list.length; step++) {
      await page.clock.runFor(HERO_MS);
      await poll(() => visibleSlide(page)).toBe(step);
    }
    await page.clock.runFor(HERO_MS);
    await poll(() => visibleSlide(page)).toBe(1);
    expectNoProblems(opened);
  });

  test('previous/next buttons wrap, dots jump, arrow keys move when focus is inside, not in other controls', async () => {
    const { homepage: list } = await homepage();
    const count = list.length;
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    const region = hero(page, 'en');
    const next = region.getByRole('button', { name: translate('en', 'home.next_slide') });
    const previous = region.getByRole('button', { name: translate('en', 'home.previous_slide') });

    await next.click();
    await poll(() => visibleSlide(page)).toBe(2);
    expect(await slides(page).nth(1).locator('h2').textContent()).toBe(list[1]!.title_en);
    await previous.click();
    await previous.click();
    await poll(() => visibleSlide(page)).toBe(count);
    await next.click();
    await poll(() => visibleSlide(page)).toBe(1);

    const dot = region.getByRole('button', { name: translate('en', 'home.go_to_slide', { n: count - 1 }) });
    await dot.click();
    await poll(() => visibleSlide(page)).toBe(count - 1);
    expect(await dot.getAttribute('aria-current')).toBe('true');

    // Focus is on the dot, inside the slider: the arrow keys move.
    await page.keyboard.press('ArrowRight');
    await poll(() => visibleSlide(page)).toBe(count);
    await page.keyboard.press('ArrowRight');
    await poll(() => visibleSlide(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await poll(() => visibleSlide(page)).toBe(count);
    // Focus in another control that owns the arrow keys (the latest-updates tabs): not the slider's.
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    // The tabs took the key (the next tab is selected), and the slider did not.
    await poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await framesPainted(page);
    expect(await visibleSlide(page)).toBe(count);
    expectNoProblems(opened);
  });

  test('arrow keys work from the page itself while the slider is in view or hovered (issue 15)', async () => {
    const { homepage: list } = await homepage();
    const count = list.length;
    const opened = await openHome({ lang: 'ne' });
    const { page } = opened;
    // No auto-advance (reduced motion): only the keys move the slides here.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Nothing focused after loading: the keys reach the slider.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await poll(() => visibleSlide(page)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await poll(() => visibleSlide(page)).toBe(count);

    // Scrolled away (the slider under half on screen) the keys do nothing to it.
    await page.locator('#latest-heading').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.keyboard.press('ArrowRight');
    await framesPainted(page);
    expect(await visibleSlide(page)).toBe(count);

    // The pointer over the slider (nothing focused) brings them back, under half on screen too.
    await page.evaluate(() => window.scrollTo(0, 500));
    const box = await hero(page, 'ne').boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height - 30);
    await page.keyboard.press('ArrowRight');
    await poll(() => visibleSlide(page)).toBe(1);

    // Never while a text field has focus: the keys move the caret there.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'probe';
      document.querySelector('footer')?.append(input);
    });
    await page.locator('#probe').focus();
    await page.keyboard.press('ArrowRight');
    await framesPainted(page);
    expect(await visibleSlide(page)).toBe(1);
    expectNoProblems(opened);
  });

  test('the pause button stops the auto-advance, play starts it again', async () => {
    const opened = await openHome({ lang: 'ne' });
    const { page } = opened;
    await withFakeClock(page);
    const region = hero(page, 'ne');
    const pause = region.getByRole('button', { name: translate('ne', 'home.pause_slides') });
    await pause.click();
    const play = region.getByRole('button', { name: translate('ne', 'home.play_slides') });
    await poll(() => play.count()).toBe(1);
    // Take focus and pointer out of the slider (either alone pauses it too).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 1000);
    await page.clock.runFor(3 * HERO_MS);
    expect(await visibleSlide(page)).toBe(1);

    await play.click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 1000);
    await page.clock.runFor(HERO_MS);
    await poll(() => visibleSlide(page)).toBe(2);
    expectNoProblems(opened);
  });

  test('no auto-advance under reduced motion', async () => {
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    await withFakeClock(page, 'reduce');
    await page.clock.runFor(3 * HERO_MS);
    expect(await visibleSlide(page)).toBe(1);
    // Still operable by hand.
    await hero(page, 'en')
      .getByRole('button', { name: translate('en', 'home.next_slide') })
      .click();
    await poll(() => visibleSlide(page)).toBe(2);
    expectNoProblems(opened);
  });

  for (const [key, path] of [
    ['home.calendar_button', '/calendar'],
    ['home.complaint_button', '/complaint'],
  ] as const) {
    test(`the ${path} shortcut on the slide leads to ${path}`, async () => {
      const opened = await openHome({ lang: 'en' });
      const { page } = opened;
      const link = hero(page, 'en').getByRole('link', { name: translate('en', key), exact: true });
      expect(await link.getAttribute('href')).toBe(path);
      await link.click();
      await poll(() => new URL(page.url()).pathname).toBe(path);
      await poll(() => page.locator('main h1').count()).toBe(1);
      expectNoProblems(opened);
    });
  }
});

// ---- Notices ticker -----------------------------------------------------------------------------

describe('notices ticker', () => {
  for (const lang of LANGS) {
    test(`${lang}: urgent notice titles link to their files in a new tab`, async () => {
      const { data: urgent } = await api<NoticesListResponse>('/notices/urgent-notices');
      expect(urgent.length).toBeGreaterThan(0);
      const opened = await openHome({ lang });
      const { page } = opened;
      const strip = hero(page, lang).locator('div', {
        has: page.getByRole('heading', { name: translate(lang, 'home.notices_label'), exact: true }),
      });
      // The list is doubled for the seamless loop; the copy is hidden from assistive technology.
      const links = strip.locator('li:not([aria-hidden]) a');
      expect(await links.count()).toBe(urgent.length);
      for (const [index, notice] of urgent.entries()) {
        const link = links.nth(index);
        expect(await link.textContent()).toContain(pick(notice, 'title', lang));
        // Without a file: the notice's own page (issue 13); every item opens in a new tab (issue 15).
        expect(await link.getAttribute('href')).toBe(notice.file ?? `/notice/${notice.id}`);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
      expect(await strip.locator('li[aria-hidden="true"] a[tabindex="-1"]').count()).toBe(urgent.length);
      expectNoProblems(opened);
    });
  }

  // Issue 27: a 1366×768 laptop shows the notices without scrolling, also inside a browser window with its
  // tab strip, address bar and the taskbar (about 657 px of page).
  test('on a 1366-wide laptop the whole strip is above the fold, in both languages', async () => {
    for (const lang of LANGS) {
      const opened = await openHome({ lang });
      const { page } = opened;
      for (const height of [768, 657]) {
        await page.setViewportSize({ width: 1366, height });
        const strip = page.locator('ul[class*="animate-ticker"]').first().locator('xpath=..');
        const box = (await strip.boundingBox())!;
        expect(box.y, `${lang} at 1366×${height}`).toBeGreaterThan(0);
        expect(box.y + box.height, `${lang} at 1366×${height}`).toBeLessThanOrEqual(height);
      }
      expectNoProblems(opened);
      await opened.context.close();
    }
  });

  test('hovering and the pause button stop the sliding; play resumes it', async () => {
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    const list = page.locator('ul.animate-ticker, ul[class*="animate-ticker"]').first();
    const state = () => list.evaluate((element) => getComputedStyle(element).animationPlayState);
    await page.mouse.move(5, 1000);
    expect(await state()).toBe('running');
    // Hovering the strip pauses it too (the list moves, so aim at the strip's fixed box).
    const box = (await list.locator('xpath=..').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await poll(state).toBe('paused');
    await page.mouse.move(5, 1000);
    await poll(state).toBe('running');
    const pause = page.getByRole('button', { name: translate('en', 'home.pause_ticker') });
    await pause.click();
    await page.mouse.move(5, 1000);
    await poll(state).toBe('paused');
    const play = page.getByRole('button', { name: translate('en', 'home.play_ticker') });
    expect(await play.getAttribute('aria-pressed')).toBe('true');
    await play.click();
    await page.mouse.move(5, 1000);
    await poll(state).toBe('running');
    expectNoProblems(opened);
  });
});

// ---- Latest updates ------------------------------------------------------------------------------

describe('latest updates', () => {
  // The home page runs no app (ADR 049): the server renders every panel and tabs.js switches them in
  // place. With the app already running in the tab React does (see 'the home page with the app
  // running' below); without script the tabs are links to ?latest=<tab>.
  for (const lang of LANGS) {
    test(`${lang}: gallery first and active; a tab switches in place`, async () => {
      const latest = await api<LatestUpdatesResponse>('/base/get-latest-updates');
      const opened = await openHome({ lang });
      const { page } = opened;
      const tabs = page.getByRole('tablist').getByRole('tab');
      expect(await tabs.allTextContents()).toEqual([
        translate(lang, 'home.tab_gallery'),
        translate(lang, 'home.tab_notices'),
        translate(lang, 'home.tab_news'),
        translate(lang, 'home.tab_laws'),
      ]);
      expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
      const galleryPanel = page.getByRole('tabpanel', { name: translate(lang, 'home.tab_gallery') });
      expect(await galleryPanel.locator('img').count()).toBe(latest.gallery.length);

      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await tabs.nth(1).click();
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      const noticesPanel = page.getByRole('tabpanel', { name: translate(lang, 'home.tab_notices') });
      await poll(() => noticesPanel.locator('h3').allTextContents()).toEqual(
        latest.notices.map((notice) => pick(notice, 'title', lang)),
      );
      expect(await galleryPanel.isHidden()).toBe(true);
      // No page load.
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expectNoProblems(opened);
    });
  }

  test('without JavaScript the tabs are links: ?latest=laws opens the laws panel', async () => {
    const latest = await api<LatestUpdatesResponse>('/base/get-latest-updates');
    const opened = await openPage('/', { lang: 'en', javaScript: false });
    const { page } = opened;
    const tabs = page.getByRole('tablist').getByRole('tab');
    expect(await tabs.nth(3).getAttribute('href')).toMatch(/^\/\?latest=laws#/);
    await tabs.nth(3).click();
    // Until the new document has loaded (not only its address): a slow machine is still parsing it.
    await page.waitForURL((url) => url.searchParams.get('latest') === 'laws');
    const lawsPanel = page.getByRole('tabpanel', { name: translate('en', 'home.tab_laws') });
    await lawsPanel.waitFor({ state: 'visible' });
    expect(await lawsPanel.textContent()).toContain(pick(latest.laws[0]!, 'title', 'en'));
    expect(
      await page.getByRole('tab', { name: translate('en', 'home.tab_laws') }).getAttribute('aria-selected'),
    ).toBe('true');
    expectNoProblems(opened);
  });

  test('a shared ?latest=news link opens on that tab with JavaScript too', async () => {
    const opened = await openPage('/?latest=news', { lang: 'ne', initScript: popupDismissed });
    const { page } = opened;
    const tab = page.getByRole('tab', { name: translate('ne', 'home.tab_news') });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: translate('ne', 'home.tab_news') }).isVisible()).toBe(
      true,
    );
    expectNoProblems(opened);
  });

  test('arrow keys move between the tabs and wrap', async () => {
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    const tabs = page.getByRole('tablist').getByRole('tab');
    const selected = () =>
      tabs.evaluateAll((elements) => elements.findIndex((e) => e.getAttribute('aria-selected') === 'true'));
    const focused = () =>
      tabs.evaluateAll((elements) => elements.findIndex((e) => e === document.activeElement));
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await poll(focused).toBe(1);
    await poll(selected).toBe(1);
    await page.keyboard.press('ArrowRight');
    await poll(selected).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await poll(selected).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await poll(focused).toBe(3);
    await poll(selected).toBe(3);
    // Only the selected tab is in the tab order.
    expect(await tabs.evaluateAll((elements) => elements.map((e) => e.getAttribute('tabindex')))).toEqual([
      '-1',
      '-1',
      '-1',
      '0',
    ]);
    await poll(() =>
      page.getByRole('tabpanel', { name: 'Laws and enforcement' }).locator('li').count(),
    ).toBeGreaterThan(0);
    expectNoProblems(opened);
  });
});

// ---- Upcoming occasions ---------------------------------------------------------------------------

describe('upcoming occasions', () => {
  for (const lang of LANGS) {
    test(`${lang}: dates in the visitor's calendar, calendar and donate links`, async () => {
      const { occasions } = await homepage();
      expect(occasions.length).toBeGreaterThan(0);
      const opened = await openHome({ lang });
      const { page } = opened;
      const section = page.getByRole('region', { name: translate(lang, 'home.occasions_heading') });
      const dates = await section.locator('li time').allTextContents();
      expect(dates).toEqual(occasions.map((o) => formatDate(o.start_date, lang, 'long-weekday')));
      expect(await section.locator('li h3').allTextContents()).toEqual(
        occasions.map((o) => pick(o, 'title', lang)),
      );
      for (const date of dates) {
        if (lang === 'ne') {
          // Bikram Sambat: Nepali digits and a Nepali month name, no Latin digits.
          expect(date).toMatch(/[०-९]/);
          expect(date).not.toMatch(/[0-9]/);
          expect(
            MONTH_NAMES.ne.some((month) => date.includes(month)),
            date,
          ).toBe(true);
        } else {
          expect(date).toMatch(/\d{4}$/);
          expect(
            AD_MONTH_NAMES.some((month) => date.includes(month)),
            date,
          ).toBe(true);
        }
      }
      const explore = section.getByRole('link', { name: translate(lang, 'home.explore_calendar') });
      const donate = section.getByRole('link', { name: translate(lang, 'home.donate') });
      // Its own page since issue 27 (bank account, QR image and purpose from the settings).
      expect(await donate.getAttribute('href')).toBe('/donate');
      await explore.click();
      await poll(() => new URL(page.url()).pathname).toBe('/calendar');
      await page.goBack();
      await poll(() => new URL(page.url()).pathname).toBe('/');
      await page
        .getByRole('region', { name: translate(lang, 'home.occasions_heading') })
        .getByRole('link', { name: translate(lang, 'home.donate') })
        .click();
      await poll(() => new URL(page.url()).pathname).toBe('/donate');
      // The page tells what gifts are for and where to send them, from the Donations settings.
      const { donations } = await api<SiteSettings>('/base/settings');
      await page.getByRole('heading', { level: 1, name: translate(lang, 'donate.title') }).waitFor();
      const main = page.locator('main');
      expect(await main.textContent()).toContain(pick(donations, 'purpose', lang));
      expect(await main.textContent()).toContain(pick(donations, 'bank_name', lang));
      expect(await main.textContent()).toContain(
        lang === 'ne' ? toNepaliDigits(donations.account_number) : donations.account_number,
      );
      const qr = main.getByRole('img', { name: translate(lang, 'donate.qr_alt') });
      expect(await qr.getAttribute('src')).toBe(donations.qr_image);
      // Loaded, not only named: the page is there once its heading is, its picture a moment later.
      await poll(() =>
        qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
      await expectNoAxeViolations(page);
      expectNoProblems(opened);
    });
  }
});

// ---- Services carousel ----------------------------------------------------------------------------

const servicesSection = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: translate(lang, 'home.services_heading') });
const trackOf = (section: Locator) => section.locator('ul').first();
const transformOf = (track: Locator) => track.evaluate((element) => (element as HTMLElement).style.transform);

describe('services carousel', () => {
  test('stands still while off screen, and starts when scrolled into view', async () => {
    const opened = await openHome({ lang: 'ne', viewport: 'phone' });
    const { page } = opened;
    const section = servicesSection(page, 'ne');
    const track = trackOf(section);
    // On a phone the carousel starts well below the first screen.
    expect(
      await section.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight),
    ).toBe(true);
    const before = await transformOf(track);
    // The page's observer has reported the track off screen once an observer made after it has
    // (callbacks come in the order the observers were made). Then 30 frames: at one step per
    // 16 ms tick a running carousel would have moved many times.
    await track.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );
    await framesPainted(page, 30);
    expect(await transformOf(track)).toBe(before);
    await section.scrollIntoViewIfNeeded();
    await poll(() => transformOf(track)).not.toBe(before);
    expectNoProblems(opened);
  });

  test('moves on its own with the real clock; links open in a new tab', async () => {
    const { services } = await homepage();
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    const section = servicesSection(page, 'en');
    const track = trackOf(section);
    await section.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const first = await transformOf(track);
    await poll(() => transformOf(track)).not.toBe(first);
    expect(await transformOf(track)).toMatch(/^translateX\(-[\d.]+px\)$/);

    const links = track.locator('li:not([aria-hidden]) a');
    expect(await links.count()).toBe(services.length);
    for (const [index, service] of services.entries()) {
      const link = links.nth(index);
      expect(await link.getAttribute('href')).toBe(service.url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.textContent()).toContain(service.name_en);
    }
    // The loop's second copy is hidden from assistive technology and the tab order.
    expect(await track.locator('li[aria-hidden="true"] a[tabindex="-1"]').count()).toBe(services.length);
    expectNoProblems(opened);
  });

  test('stops while a card is hovered and with the pause button (fake clock)', async () => {
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    await withFakeClock(page);
    const section = servicesSection(page, 'en');
    const track = trackOf(section);
    await section.scrollIntoViewIfNeeded();
    // The cards stand still between steps.
    await pauseClockSoon(page);
    await page.mouse.move(5, 5);
    const start = await transformOf(track);
    await page.clock.runFor(500);
    await poll(() => transformOf(track)).not.toBe(start);

    await track.locator('li').first().hover();
    await page.clock.runFor(50);
    const hovered = await transformOf(track);
    await page.clock.runFor(1000);
    expect(await transformOf(track)).toBe(hovered);

    await page.mouse.move(5, 5);
    await page.clock.runFor(500);
    await poll(() => transformOf(track)).not.toBe(hovered);

    const pause = section.getByRole('button', { name: translate('en', 'home.pause_services') });
    await pause.click();
    expect(
      await section
        .getByRole('button', { name: translate('en', 'home.play_services') })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(50);
    const paused = await transformOf(track);
    await page.clock.runFor(1000);
    expect(await transformOf(track)).toBe(paused);
    expectNoProblems(opened);
  });

  test('no motion under reduced motion: one plain, scrollable list', async () => {
    const { services } = await homepage();
    const opened = await openHome({ lang: 'en' });
    const { page } = opened;
    await withFakeClock(page, 'reduce');
    const section = servicesSection(page, 'en');
    const track = trackOf(section);
    await page.clock.runFor(2000);
    expect(await transformOf(track)).toBe('');
    expect(await track.locator('li').count()).toBe(services.length);
    expect(await section.getByRole('button').count()).toBe(0);
    expectNoProblems(opened);
  });
});

// ---- Popup notices ----------------------------------------------------------------------------------

const dialog = (page: Page) => page.locator('dialog');
const dialogOpen = (page: Page) => dialog(page).evaluate((element) => (element as HTMLDialogElement).open);
const popupTitle = (page: Page) => page.locator('#popup-notice-title').textContent();

describe('popup notices', () => {
  for (const lang of LANGS) {
    test(`${lang}: opens on the first load, one notice at a time; next, previous and dots wrap`, async () => {
      const { data: popup } = await api<NoticesListResponse>('/notices/popup-notices');
      expect(popup.length).toBeGreaterThan(1);
      const opened = await openPage('/', { lang });
      const { page } = opened;
      await poll(() => dialogOpen(page)).toBe(true);
      expect(await page.locator('#popup-notice-title').count()).toBe(1);
      expect(await popupTitle(page)).toBe(pick(popup[0]!, 'title', lang));
      // Every notice is in the HTML (the enhancement file switches them): read the shown one.
      expect(await dialog(page).locator('time:visible').textContent()).toBe(
        formatDate(popup[0]!.created_at, lang, 'long-weekday'),
      );
      // The body is rich text (ADR 031): the popup shows its words.
      expect(await dialog(page).textContent()).toContain(plainTextOf(pick(popup[0]!, 'text', lang)));
      // One open-in-new-tab link per notice with a file, never two on top of each other.
      const newTabLinks = dialog(page).locator('a[target="_blank"]:visible');
      expect(await newTabLinks.count()).toBe(popup[0]!.file ? 1 : 0);
      if (popup[0]!.file) expect(await newTabLinks.getAttribute('href')).toBe(popup[0]!.file);
      // A PDF shows as the picture of its first page, never in an embedded viewer (issue 24).
      if (popup[0]!.file?.endsWith('.pdf')) {
        expect(await dialog(page).locator('img:visible').getAttribute('src')).toBe(
          popup[0]!.file.replace(/\.pdf$/, '-thumb.webp'),
        );
        expect(await dialog(page).locator('iframe, embed, object').count()).toBe(0);
      }

      const next = dialog(page).getByRole('button', { name: translate(lang, 'popup.next') });
      const previous = dialog(page).getByRole('button', { name: translate(lang, 'popup.previous') });
      await next.click();
      await poll(() => popupTitle(page)).toBe(pick(popup[1]!, 'title', lang));
      await previous.click();
      await previous.click();
      await poll(() => popupTitle(page)).toBe(pick(popup.at(-1)!, 'title', lang));
      await next.click();
      await poll(() => popupTitle(page)).toBe(pick(popup[0]!, 'title', lang));
      const dots = dialog(page).getByRole('group').getByRole('button');
      expect(await dots.count()).toBe(popup.length);
      await dots.last().click();
      await poll(() => popupTitle(page)).toBe(pick(popup.at(-1)!, 'title', lang));
      expect(await dots.last().getAttribute('aria-current')).toBe('true');
      // The group tells the position, in the page's digits.
      expect(await dialog(page).getByRole('group').getAttribute('aria-label')).toBe(
        translate(lang, 'popup.position', {
          n: lang === 'ne' ? toNepaliDigits(String(popup.length)) : popup.length,
          total: lang === 'ne' ? toNepaliDigits(String(popup.length)) : popup.length,
        }),
      );
      expect(await page.locator('#popup-notice-title').count()).toBe(1);
      await next.click();
      await poll(() => popupTitle(page)).toBe(pick(popup[0]!, 'title', lang));
      expectNoProblems(opened);
    });
  }

  test('at 1366x768 every notice shows its description without scrolling inside the dialog (issue 15)', async () => {
    const { data: popup } = await api<NoticesListResponse>('/notices/popup-notices');
    const opened = await openPage('/', { lang: 'en' });
    const { page } = opened;
    await page.setViewportSize({ width: 1366, height: 768 });
    await poll(() => dialogOpen(page)).toBe(true);
    const next = dialog(page).getByRole('button', { name: translate('en', 'popup.next') });
    for (const [index, notice] of popup.entries()) {
      if (index > 0) await next.click();
      await poll(() => popupTitle(page)).toBe(notice.title_en);
      if (notice.file?.endsWith('.pdf'))
        await poll(() => dialog(page).locator('img:visible').count()).toBe(1);
      // The description's text, inside the dialog's visible area, with the scroll box at its top.
      const description = dialog(page).locator('dd', { hasText: plainTextOf(notice.text_en).slice(0, 40) });
      const place = await description.evaluate((dd) => {
        const box = dd.getBoundingClientRect();
        const scroller = dd.closest('.overflow-y-auto')!;
        const area = scroller.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, areaBottom: area.bottom, scrollTop: scroller.scrollTop };
      });
      expect(place.scrollTop, notice.title_en).toBe(0);
      expect(place.top, notice.title_en).toBeGreaterThanOrEqual(0);
      expect(place.bottom, notice.title_en).toBeLessThanOrEqual(Math.min(place.areaBottom, 768));
    }
    await screenshot(page, 'home-popup-1366x768-en', { viewport: true });
    expectNoProblems(opened);
  });

  for (const how of ['Escape', 'close button'] as const) {
    test(`${how} closes it; it stays closed on reload in the session, opens again in a new one`, async () => {
      const opened = await openPage('/', { lang: 'en' });
      const { page } = opened;
      await poll(() => dialogOpen(page)).toBe(true);
      if (how === 'Escape') await page.keyboard.press('Escape');
      else
        await dialog(page)
          .getByRole('button', { name: translate('en', 'popup.close') })
          .click();
      await poll(() => dialogOpen(page)).toBe(false);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_KEY)).toBe('1');
      // The page behind is usable again.
      await hero(page, 'en')
        .getByRole('button', { name: translate('en', 'home.next_slide') })
        .click();
      await poll(() => visibleSlide(page)).toBe(2);

      await page.reload();
      await waitForHydration(page);
      expect(await dialogOpen(page)).toBe(false);
      expectNoProblems(opened);

      // A new session: the old window is gone, a new context has empty sessionStorage.
      await opened.context.close();
      const fresh = await openPage('/', { lang: 'en' });
      await poll(() => dialogOpen(fresh.page)).toBe(true);
      expectNoProblems(fresh);
    });
  }
});

// ---- With the app already running in the tab ------------------------------------------------------

describe('the home page with the app running (a link followed in place, ADR 049)', () => {
  test("React's widgets work: popup, slider, ticker, services, tabs with arrow keys; no enhancement files", async () => {
    const { data: popup } = await api<NoticesListResponse>('/notices/popup-notices');
    const opened = await openPage('/calendar', { lang: 'en' });
    const { page } = opened;
    // Followed in place (no new document): the mark set here survives.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('header a[href="/"]').first().click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // React opens the popup (a first visit in this session), one notice at a time.
    await poll(() => dialogOpen(page)).toBe(true);
    expect(await popupTitle(page)).toBe(popup[0]!.title_en);
    await dialog(page)
      .getByRole('button', { name: translate('en', 'popup.next') })
      .click();
    await poll(() => popupTitle(page)).toBe(popup[1]!.title_en);
    expect(await page.locator('#popup-notice-title').count()).toBe(1);
    await page.keyboard.press('Escape');
    await poll(() => dialogOpen(page)).toBe(false);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_KEY)).toBe('1');

    const region = hero(page, 'en');
    await region.getByRole('button', { name: translate('en', 'home.next_slide') }).click();
    await poll(() => visibleSlide(page)).toBe(2);
    expect(
      await region
        .getByRole('button', { name: translate('en', 'home.go_to_slide', { n: 2 }) })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(await page.getByRole('button', { name: translate('en', 'home.pause_ticker') }).count()).toBe(1);
    expect(
      await servicesSection(page, 'en')
        .getByRole('button', { name: translate('en', 'home.pause_services') })
        .count(),
    ).toBe(1);

    // The tabs are buttons: arrows move between them without a navigation.
    const tabs = page.getByRole('tablist').getByRole('tab');
    expect(await tabs.first().evaluate((element) => element.tagName)).toBe('BUTTON');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).search).toBe('');
    // No enhancement file runs beside React.
    expect(await page.locator('script[src*="hero-slider"], script[src*="popup-notices"]').count()).toBe(0);
    expect(await page.locator('[data-enhance]').count()).toBe(0);
    expectNoProblems(opened);
  });
});

// ---- Without JavaScript, and accessibility ----------------------------------------------------------

describe('without JavaScript', () => {
  for (const lang of LANGS) {
    test(`${lang}: slides, ticker, occasions and services are there; no popup`, async () => {
      const home = await homepage();
      const { data: urgent } = await api<NoticesListResponse>('/notices/urgent-notices');
      const opened = await openPage('/', { lang, javaScript: false });
      const { page } = opened;
      expect(await slides(page).first().isVisible()).toBe(true);
      expect(await slides(page).first().locator('h2').textContent()).toBe(
        pick(home.homepage[0]!, 'title', lang),
      );
      const tickerLinks = hero(page, lang).locator('li:not([aria-hidden]) a');
      expect(await tickerLinks.count()).toBe(urgent.length);
      expect(await tickerLinks.first().isVisible()).toBe(true);
      const occasions = page.getByRole('region', { name: translate(lang, 'home.occasions_heading') });
      expect(await occasions.locator('li').count()).toBe(home.occasions.length);
      const services = servicesSection(page, lang);
      expect(await services.locator('li a[target="_blank"]').count()).toBe(home.services.length);
      expect(await page.locator('dialog[open]').count()).toBe(0);
      expectNoProblems(opened);
    });
  }
});

describe('accessibility (WCAG 2.2 AA, axe)', () => {
  const themes: Theme[] = ['light', 'dark'];
  for (const lang of LANGS) {
    for (const theme of themes) {
      test(`${lang} ${theme}: the page with the popup closed, then with it open`, async () => {
        const opened = await openPage('/', { lang, theme });
        const { page } = opened;
        await poll(() => dialogOpen(page)).toBe(true);
        await expectNoAxeViolations(page, { include: 'dialog' });
        await page.keyboard.press('Escape');
        await poll(() => dialogOpen(page)).toBe(false);
        await expectNoAxeViolations(page);
        expectNoProblems(opened);
      });
    }
  }
});
