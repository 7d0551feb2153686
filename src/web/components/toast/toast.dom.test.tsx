// @vitest-environment happy-dom
// Toasts as a visitor and a screen reader meet them: a named region, a polite status for good news and
// an assertive alert for failures, a named close button, and a toast shown through the provider.
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { ToastProvider, ToastViewport, useToast, type ToastEntry } from './toast.tsx';

afterEach(cleanup);

const viewport = (toasts: ToastEntry[], dismissed: string[] = []) => (
  <ToastViewport toasts={toasts} onDismiss={(id) => dismissed.push(id)} />
);

describe('ToastViewport', () => {
  it('renders nothing without toasts', () => {
    const { container } = renderInPage(viewport([]));
    expect(container.innerHTML).toBe('');
  });

  it('is a named region with a polite status for success and an alert for failure, filled once in the page', async () => {
    renderInPage(
      viewport([
        { id: '1', type: 'success', title: 'Sent successfully' },
        { id: '2', type: 'error', title: 'Submission Failed' },
      ]),
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    // Empty at first: the text goes into a live region already in the page, so it is announced.
    expect(region.textContent).not.toContain('Sent successfully');
    expect((await within(region).findByText('Sent successfully')).closest('[role="status"]')).not.toBeNull();
    expect(within(region).getByText('Submission Failed').closest('[role="alert"]')).not.toBeNull();
    expect(within(region).getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(within(region).getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });

  it('closes a toast with its named button, in either language', async () => {
    const dismissed: string[] = [];
    renderInPage(viewport([{ id: '7', type: 'info', title: 'x' }], dismissed));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(dismissed).toEqual(['7']);
    cleanup();
    renderInPage(viewport([{ id: '1', type: 'info', title: 'x' }]), { lang: 'ne' });
    expect(screen.getByRole('button', { name: 'सन्देश बन्द गर्नुहोस्' })).toBeTruthy();
  });
});

it('shows a progress bar running for the auto-close time, and none without one', () => {
  const { container } = renderInPage(viewport([{ id: '1', type: 'info', title: 'x', autoCloseMs: 4000 }]));
  const bars = container.querySelectorAll<HTMLElement>('[style*="animation-duration"]');
  expect(Array.from(bars, (bar) => bar.style.animationDuration)).toEqual(['4000ms']);
  cleanup();
  const untimed = renderInPage(viewport([{ id: '1', type: 'info', title: 'x' }]));
  expect(untimed.container.querySelector('[style*="animation-duration"]')).toBeNull();
});

describe('ToastProvider', () => {
  it('shows a toast asked for by a component inside it, and takes it away when closed', async () => {
    function Sender() {
      const { toast } = useToast();
      useEffect(() => {
        toast({ type: 'error', title: 'Submission Failed', message: 'Try again' });
      }, [toast]);
      return <p>page</p>;
    }
    renderInPage(
      <ToastProvider>
        <Sender />
      </ToastProvider>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    // Filled on the next frame (the live region first, then its text).
    expect((await within(region).findByText('Try again')).closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
