// The public record of complaint handling (issue 26 step 6, ADR 038): per branch and month, the complaints
// received and the median days to a first reply and to closing; a figure about fewer than 5 complaints is
// null ("fewer than 5"); nothing of any complaint's citizen, text or reference. Published through a
// derived public table, so the answer is stored by the response cache and dropped when the figures change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintRecordResponse } from '#shared/contract/complaint-record.ts';
import { refreshComplaintRecord } from '#server/cases/complaint-record.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { insertKnownComplaints } from '#server/test-support/complaint-rows.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let origin: string;
let branchA: number;
let branchB: number;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  [branchA, branchB] = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map(
    (b) => b.id,
  ) as [number, number];
  category = (await t.db.selectFrom('complaint_category').select('id').executeTakeFirstOrThrow()).id;
  // Branch A in September 2026: six, answered after 1 to 6 days, four closed (after 10 to 16).
  await insertKnownComplaints(
    t,
    [1, 2, 3, 4, 5, 6].map((days, index) => ({
      branchId: branchA,
      categoryId: category,
      at: '2026-09-10T06:00:00.000Z',
      replyAfter: days,
      closeAfter: index < 4 ? 10 + 2 * index : undefined,
    })),
  );
  // Branch B in October 2026: three, all answered and closed.
  await insertKnownComplaints(
    t,
    [1, 2, 3].map(() => ({
      branchId: branchB,
      categoryId: category,
      at: '2026-10-05T06:00:00.000Z',
      replyAfter: 1,
      closeAfter: 3,
    })),
  );
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const read = async (calendar: string) => {
  const response = await fetch(`${origin}/api/base/complaint-record?calendar=${calendar}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, record: strictly(complaintRecordResponse).parse(JSON.parse(text)).data };
};

describe('the public record of complaint handling', () => {
  it('is empty until counted, then counted once: a recount with no change writes nothing', async () => {
    expect((await read('ad')).record.rows).toEqual([]);
    expect(await refreshComplaintRecord(t.db)).toBe(true);
    expect(await refreshComplaintRecord(t.db)).toBe(false);
  });

  it('publishes counts and medians per branch and month, and nothing about fewer than 5', async () => {
    await t.app.contentVersions.poll();
    const { record } = await read('ad');
    expect(record.minimum).toBe(5);
    expect(
      record.rows.map(({ month, branch, received, replyMedianDays, closeMedianDays }) => ({
        month,
        branch: branch.id,
        received,
        replyMedianDays,
        closeMedianDays,
      })),
    ).toEqual([
      // Three complaints: neither their count nor their medians.
      { month: '2026-10', branch: branchB, received: null, replyMedianDays: null, closeMedianDays: null },
      // Six answered (median 3.5 days), four closed: no closing median.
      { month: '2026-09', branch: branchA, received: 6, replyMedianDays: 3.5, closeMedianDays: null },
    ]);
    const bs = (await read('bs')).record;
    expect(bs.rows.map((row) => row.month)).toEqual(['2083-06', '2083-05']);
  });

  it('names no citizen, contact, address, title or reference', async () => {
    const { text } = await read('bs');
    for (const secret of ['Citizen Name', '98410', 'Secret Tole', 'Private', 'GS-2083']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is stored by the response cache, and dropped when a recount changes a figure', async () => {
    await read('ad');
    const hits = t.app.responseStore.hits;
    const stored = await fetch(`${origin}/api/base/complaint-record?calendar=ad`);
    expect(t.app.responseStore.hits).toBe(hits + 1);
    expect(stored.headers.get('cache-control')).toContain('public');

    // Two more in branch B's October: five, now published.
    await insertKnownComplaints(
      t,
      [1, 2].map(() => ({ branchId: branchB, categoryId: category, at: '2026-10-06T06:00:00.000Z' })),
    );
    expect(await refreshComplaintRecord(t.db)).toBe(true);
    await t.app.contentVersions.poll();
    const { record } = await read('ad');
    expect(record.rows.find((row) => row.branch.id === branchB)?.received).toBe(5);
  });

  it('refuses an unknown calendar with a message for the field', async () => {
    const response = await fetch(`${origin}/api/base/complaint-record?calendar=lunar`, {
      headers: { 'accept-language': 'ne' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.calendar).toMatch(/विक्रम/);
  });
});
