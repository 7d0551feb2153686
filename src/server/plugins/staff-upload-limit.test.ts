// Staff uploads have their own limit, per signed-in staff member: an office behind one NAT (every
// request from one address) is not stopped by the citizens' write limit (5 per 10 minutes per address),
// one member's uploads do not use up another's, and the citizens' limit still counts only citizens' forms.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '../test-support/staff.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const CITIZEN_LIMIT = 5;
const STAFF_LIMIT = 8;

describe('staff upload limit', () => {
  let t: TestApp;
  let first: TestStaff;
  let second: TestStaff;
  let image: Buffer;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        RATE_LIMIT_WRITE_MAX: String(CITIZEN_LIMIT),
        RATE_LIMIT_STAFF_UPLOAD_MAX: String(STAFF_LIMIT),
      },
    });
    first = await createStaff(t, 'editor');
    second = await createStaff(t, 'editor');
    image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = async (staff: TestStaff) => {
    const { payload, headers } = await multipart({
      alt_ne: 'रातो वर्ग',
      alt_en: 'A red square',
      file: { name: 'red.png', type: 'image/png', content: new Uint8Array(image) },
    });
    return asStaff(t, staff, { method: 'POST', url: '/api/admin/media', payload, headers });
  };

  it('lets one staff member upload past the citizens limit, up to the staff limit', async () => {
    for (let i = 0; i < STAFF_LIMIT; i++) expect((await upload(first)).statusCode, `upload ${i}`).toBe(201);
    const refused = await upload(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('counts each staff member apart, from the same address', async () => {
    expect((await upload(second)).statusCode).toBe(201);
  });

  it('leaves the citizens write limit to citizens forms', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/base/contact-us',
        payload: { full_name: 'Sita', email: 'sita@example.com', phone: '9841234567', message: 'Hello' },
      });
    // Not used up by the uploads above: the citizens' count starts here, from the same address.
    const answers = [];
    for (let i = 0; i <= CITIZEN_LIMIT; i++) answers.push((await send()).statusCode);
    expect(answers.slice(0, CITIZEN_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(answers[CITIZEN_LIMIT]).toBe(429);
  });
});
