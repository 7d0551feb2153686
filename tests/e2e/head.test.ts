// HEAD on pages answers what GET would, without the body: monitors and crawlers use it.
import { describe, expect, test } from 'vitest';
import { baseUrl } from './support/browser.ts';

describe('HEAD', () => {
  for (const path of ['/', '/notice', '/calendar', '/no-such-page']) {
    test(`${path} answers GET's status and headers, no body`, async () => {
      const [head, get] = await Promise.all([
        fetch(`${baseUrl()}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } }),
        fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'identity' } }),
      ]);
      expect(head.status).toBe(get.status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-type')).toMatch(/^text\/html/);
      expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
      expect(await head.text()).toBe('');
    });
  }
});
