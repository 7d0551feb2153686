// @vitest-environment happy-dom
// The tabs as a keyboard and screen-reader user meets them after hydration (WAI-ARIA tabs pattern):
// one tab in the tab order, arrow keys and Home/End move and select, the panel is named by its tab.
// The server HTML (links before JavaScript) is tested in tabs.test.tsx.
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { Tabs, type TabItem } from './tabs.tsx';

afterEach(cleanup);

const tabs: TabItem[] = [
  { id: 'articles', label: 'Articles', panel: <p>articles panel</p> },
  { id: 'notices', label: 'Notices', panel: <p>notices panel</p> },
  { id: 'festivals', label: 'Festivals', panel: <p>festivals panel</p> },
];

const renderTabs = () => renderInPage(<Tabs tabs={tabs} label="Branch content" />, { url: '/branches/1' });

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs after hydration', () => {
  it('start on the first tab, its panel named by it, one tab in the tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Branch content' })).toBeTruthy();
    expect(selected().textContent).toBe('Articles');
    expect(screen.getByRole('tabpanel', { name: 'Articles' }).textContent).toContain('articles panel');
    const inTabOrder = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') !== '-1');
    expect(inTabOrder.map((tab) => tab.textContent)).toEqual(['Articles']);
  });

  it('move and select with the arrow keys, wrapping, and with Home and End', async () => {
    renderTabs();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Articles' }));
    await user.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Notices');
    expect(document.activeElement).toBe(selected());
    expect(screen.getByRole('tabpanel', { name: 'Notices' }).textContent).toContain('notices panel');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected().textContent).toBe('Festivals');
    await user.keyboard('{Home}');
    expect(selected().textContent).toBe('Articles');
    await user.keyboard('{End}');
    expect(selected().textContent).toBe('Festivals');
  });

  it('select with a click', async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Notices' }));
    expect(selected().textContent).toBe('Notices');
  });
});
