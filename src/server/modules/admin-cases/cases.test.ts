import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintStatusResponse } from '#shared/contract/complaint-status.ts';
import { toNepaliDigits } from '#shared/calendar/digits.ts';
import { caseDetailResponse, caseListResponse } from '#shared/contract/admin/cases.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4w8AAAAJoAM1w/7HYAAAAAElFTkSuQmCC',
  'base64',
);

let t: TestApp;
let branches: number[];
let category: number;
let admin: TestStaff;
let officerA: TestStaff;
let branchEditorA: TestStaff;

async function submit(branch: number, fields: Record<string, string> = {}, withFile = false) {
  const { payload, headers } = await multipart({
    name: 'Sita Sharma',
    contact: '9841234567',
    address: 'Patan',
    branch: String(branch),
    category: String(category),
    title: 'The temple roof leaks',
    details: 'Rain comes through the roof of the rest house.',
    ...fields,
    ...(withFile ? { file: { name: 'roof.png', type: 'image/png', content: png } } : {}),
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; reference: string };
}

const checkStatus = (reference: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/base/complaints/status', payload: { reference, phone } });

beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
  category = (
    await t.db.selectFrom('complaint_category').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  admin = await createStaff(t, 'admin');
  officerA = await createStaff(t, 'case_officer', { branchId: branches[0] });
  branchEditorA = await createStaff(t, 'branch_editor', { branchId: branches[0] });
});
afterAll(() => t.close());

describe('complaint references', () => {
  it('gives each complaint a BS-year reference, unique under concurrent submissions', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => submit(branches[0]!)));
    const references = answers.map((a) => a.reference);
    expect(new Set(references).size).toBe(12);
    for (const reference of references) expect(reference).toMatch(/^GS-20[89]\d-\d{6}$/);
    const sequences = references.map((r) => Number(r.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, i) => sequences[0]! + i));
  });

  it('lets the citizen check the status with the reference and phone, in either digits, and nothing more', async () => {
    const { reference } = await submit(branches[0]!);
    const ok = await checkStatus(reference, '९८४१२३४५६७');
    expect(ok.statusCode).toBe(200);
    const data = strictly(complaintStatusResponse).parse(ok.json()).data;
    expect(data).toMatchObject({ reference, status: 'received', closedAt: null });
    expect(JSON.stringify(ok.json())).not.toMatch(/Sita|Patan|roof/);
    expect((await checkStatus(toNepaliDigits(reference), '+977-9841234567')).statusCode).toBe(200);
    const wrongPhone = await checkStatus(reference, '9800000000');
    const unknown = await checkStatus('GS-2000-999999', '9841234567');
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.json()).toEqual(wrongPhone.json());
    expect((await checkStatus('not a reference', '1')).statusCode).toBe(400);
  });

  /** The answers to `count` status checks of unknown references from one address, in order. */
  async function statusCheckCodes(limited: TestApp, count: number): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/base/complaints/status',
        payload: { reference: `GS-2083-${String(i).padStart(6, '0')}`, phone: '9841234567' },
      });
      codes.push(response.statusCode);
    }
    return codes;
  }

  it('limits status checks per address against guessing', async () => {
    const limited = await createTestApp({ seed: false });
    try {
      const codes = await statusCheckCodes(limited, 12);
      expect(codes.slice(0, 10).every((code) => code === 404)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('takes its status check limit from RATE_LIMIT_STATUS_CHECK_MAX (the e2e servers lift it)', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_STATUS_CHECK_MAX: '2' } });
    try {
      expect(await statusCheckCodes(limited, 3)).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('case handling', () => {
  it('shows a branch officer only their branch, and refuses another branch’s case', async () => {
    const own = await submit(branches[0]!);
    const other = await submit(branches[1]!);
    const list = await asStaff(t, officerA, {
      method: 'GET',
      url: '/api/admin/cases?kind=complaint&pageSize=100',
    });
    const data = strictly(caseListResponse).parse(list.json()).data;
    expect(data.map((c) => c.id)).toContain(own.id);
    expect(data.every((c) => c.branchId === branches[0])).toBe(true);
    expect(
      (await asStaff(t, officerA, { method: 'GET', url: `/api/admin/cases/complaint/${other.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await asStaff(t, branchEditorA, { method: 'GET', url: `/api/admin/cases/complaint/${own.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await asStaff(t, admin, { method: 'GET', url: `/api/admin/cases/complaint/${other.id}` })).statusCode,
    ).toBe(200);
  });

  it('moves a case through its statuses with notes; the citizen sees the new status', async () => {
    const { id, reference } = await submit(branches[0]!);
    const url = `/api/admin/cases/complaint/${id}`;
    const move = (status: string, note?: string, reply?: string) =>
      asStaff(t, officerA, { method: 'POST', url: `${url}/status`, payload: { status, note, reply } });
    expect((await move('in_review', 'Asked the branch engineer')).statusCode).toBe(200);
    expect(
      (
        await asStaff(t, officerA, {
          method: 'POST',
          url: `${url}/notes`,
          payload: { body: 'Visited the site' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await move('resolved', 'Roof repaired', 'The roof was repaired on Friday.')).statusCode).toBe(
      200,
    );
    expect((await move('rejected', 'Duplicate', 'A duplicate of an earlier complaint.')).statusCode).toBe(
      409,
    );

    const detail = strictly(caseDetailResponse).parse(
      (await asStaff(t, officerA, { method: 'GET', url })).json(),
    ).data;
    expect(detail.status).toBe('resolved');
    expect(detail.closedAt).not.toBeNull();
    expect(detail.nextStatuses).toEqual(['in_review']);
    expect(detail.notes.map((n) => [n.kind, n.statusTo, n.body])).toEqual([
      ['status', 'in_review', 'Asked the branch engineer'],
      ['note', null, 'Visited the site'],
      ['reply', null, 'The roof was repaired on Friday.'],
      ['status', 'resolved', 'Roof repaired'],
    ]);
    const citizen = (await checkStatus(reference, '9841234567')).json().data;
    expect(citizen.status).toBe('resolved');
    expect(citizen.closedAt).toBe(detail.closedAt);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'complaint')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['case.status', 'case.note', 'case.reply', 'case.status']);
    expect(JSON.parse(audit[3]!.before_json!)).toEqual({ status: 'in_review' });
    expect(audit[3]!.actor_email).toBe(officerA.email);
  });

  it('assigns a case to another branch and an officer; the first branch then loses it', async () => {
    const { id } = await submit(branches[0]!);
    const url = `/api/admin/cases/complaint/${id}`;
    const officers = (await asStaff(t, officerA, { method: 'GET', url: '/api/admin/officers' })).json()
      .data as { id: string }[];
    expect(officers.map((o) => o.id)).toContain(admin.id);
    const bad = await asStaff(t, officerA, {
      method: 'POST',
      url: `${url}/assignment`,
      payload: { branchId: 999999, userId: 'nobody' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['branchId', 'userId']);
    const moved = await asStaff(t, officerA, {
      method: 'POST',
      url: `${url}/assignment`,
      payload: { branchId: branches[1], userId: admin.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await asStaff(t, officerA, { method: 'GET', url })).statusCode).toBe(403);
    const detail = (await asStaff(t, admin, { method: 'GET', url })).json().data;
    expect(detail).toMatchObject({ branchId: branches[1], assignedUserId: admin.id });
  });

  it('filters the inbox by status, text, date and category', async () => {
    const { id } = await submit(branches[0]!, { title: 'Guthi land boundary ZQX', contact: '9801112223' });
    const get = async (query: string) =>
      (await asStaff(t, admin, { method: 'GET', url: `/api/admin/cases?${query}` }))
        .json()
        .data.map((c: { id: number }) => c.id);
    expect(await get('q=zqx')).toEqual([id]);
    expect(await get('q=9801112223')).toEqual([id]);
    expect(await get('status=resolved&q=zqx')).toEqual([]);
    expect(await get('to=2001-01-01&q=zqx')).toEqual([]);
    expect(await get(`category=${category}&q=zqx`)).toEqual([id]);
    expect(await get(`category=${category + 1000}&q=zqx`)).toEqual([]);
    expect((await asStaff(t, admin, { method: 'GET', url: '/api/admin/cases?status=lost' })).statusCode).toBe(
      400,
    );
  });

  it('streams an attachment to staff of its branch only, as a download, and logs it', async () => {
    const { id } = await submit(branches[0]!, {}, true);
    const url = `/api/admin/cases/complaint/${id}/attachment`;
    const response = await asStaff(t, officerA, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="roof.png"/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await asStaff(t, branchEditorA, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['actor_email'])
      .where('action', '=', 'case.attachment_downloaded')
      .where('entity_id', '=', String(id))
      .execute();
    expect(logged).toEqual([{ actor_email: officerA.email }]);
  });

  it('handles contact messages as cases too', async () => {
    const subject = (await t.db.selectFrom('contact_category').select('id').executeTakeFirstOrThrow()).id;
    const form = await multipart({
      full_name: 'Ram',
      phone: '9812345678',
      category: String(subject),
      message: 'When is the Indra Jatra chariot pulled?',
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/base/contact-us',
      payload: form.payload,
      headers: form.headers,
    });
    expect(sent.statusCode).toBe(201);
    const list = (
      await asStaff(t, admin, { method: 'GET', url: '/api/admin/cases?kind=message&q=chariot' })
    ).json().data;
    expect(list).toHaveLength(1);
    const url = `/api/admin/cases/message/${list[0].id}`;
    expect(
      (await asStaff(t, admin, { method: 'POST', url: `${url}/status`, payload: { status: 'resolved' } }))
        .statusCode,
    ).toBe(200);
    expect((await asStaff(t, admin, { method: 'GET', url })).json().data.status).toBe('resolved');
    // Not assigned to a branch yet: outside a branch officer's scope.
    expect((await asStaff(t, officerA, { method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('case handling that cannot file twice or close without a word (issue 23)', () => {
  const notesOf = async (url: string) =>
    strictly(caseDetailResponse)
      .parse((await asStaff(t, officerA, { method: 'GET', url })).json())
      .data.notes.filter((note) => note.kind === 'note')
      .map((note) => note.body);
  const auditCount = async (id: number, action: string) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity_id', '=', String(id))
        .where('action', '=', action)
        .execute()
    ).length;

  it('files a note once for one form, however often it is sent, even at once', async () => {
    const { id } = await submit(branches[0]!);
    const url = `/api/admin/cases/complaint/${id}`;
    const send = (body: string, submissionKey?: string) =>
      asStaff(t, officerA, { method: 'POST', url: `${url}/notes`, payload: { body, submissionKey } });
    const key = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
    // A double click: both answer "saved", one note is filed, one audit entry written.
    const twice = await Promise.all([send('Phoned, no answer', key), send('Phoned, no answer', key)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    // The same page resent later (a refresh after posting without JavaScript).
    expect((await send('Phoned, no answer', key)).statusCode).toBe(200);
    expect(await notesOf(url)).toEqual(['Phoned, no answer']);
    expect(await auditCount(id, 'case.note')).toBe(1);
    // The same words typed again in a new form are a new note: staff may phone twice.
    expect((await send('Phoned, no answer', 'ffeeddcc-bbaa-4988-1174-6f5e4d3c2b1a')).statusCode).toBe(200);
    expect(await notesOf(url)).toEqual(['Phoned, no answer', 'Phoned, no answer']);
    // A key is per case: the same key on another case files there.
    const other = await submit(branches[0]!);
    const otherUrl = `/api/admin/cases/complaint/${other.id}`;
    await asStaff(t, officerA, {
      method: 'POST',
      url: `${otherUrl}/notes`,
      payload: { body: 'Elsewhere', submissionKey: key },
    });
    expect(await notesOf(otherUrl)).toEqual(['Elsewhere']);
    const badKey = await send('x', 'not a key');
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().errors)).toEqual(['submissionKey']);
  });

  it('refuses to resolve or reject a complaint without a reply to the citizen, in the staff member’s language', async () => {
    const { id, reference } = await submit(branches[0]!);
    const url = `/api/admin/cases/complaint/${id}/status`;
    const move = (payload: object, lng: string) =>
      asStaff(t, officerA, { method: 'POST', url: `${url}?lng=${lng}`, payload });
    for (const reply of [undefined, '', '   ']) {
      const en = await move({ status: 'rejected', note: 'Internal only', reply }, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json().errors).toEqual({
        reply: 'Write a reply to the citizen: they see it with the status',
      });
    }
    const ne = await move({ status: 'resolved' }, 'ne');
    expect(ne.statusCode).toBe(400);
    expect(ne.json().errors).toEqual({ reply: 'नागरिकलाई जवाफ लेख्नुहोस्: उहाँले स्थितिसँगै हेर्नुहुन्छ' });
    expect((await checkStatus(reference, '9841234567')).json().data.status).toBe('received');

    const rejected = await move({ status: 'rejected', reply: 'This temple is not a Guthi property.' }, 'en');
    expect(rejected.statusCode).toBe(200);
    expect((await checkStatus(reference, '9841234567')).json().data.status).toBe('rejected');
    expect((await move({ status: 'in_review' }, 'en')).statusCode).toBe(200);
    expect((await move({ status: 'resolved', reply: 'The ward office repaired it.' }, 'en')).statusCode).toBe(
      200,
    );
  });

  it('still needs a reason in the note to reject a contact message (no status page, no reply)', async () => {
    const row = await t.db
      .insertInto('contact_message')
      .values({
        full_name: 'Gita',
        phone: '9800000001',
        email: null,
        category_id: (await t.db.selectFrom('contact_category').select('id').executeTakeFirstOrThrow()).id,
        message: 'Opening hours?',
        lang: 'en',
        created_at: new Date().toISOString(),
        branch_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/admin/cases/message/${row.id}/status?lng=en`;
    const refused = await asStaff(t, admin, { method: 'POST', url, payload: { status: 'rejected' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ note: 'Write the reason for rejecting it: the citizen may ask' });
    const ok = await asStaff(t, admin, {
      method: 'POST',
      url,
      payload: { status: 'rejected', note: 'Spam' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('finds a reference and a phone typed in Nepali digits, in lower case or with spaces', async () => {
    const { id, reference } = await submit(branches[0]!, { contact: '9807654321' });
    const found = async (q: string) =>
      (
        await asStaff(t, admin, {
          method: 'GET',
          url: `/api/admin/cases?q=${encodeURIComponent(q)}`,
        })
      )
        .json()
        .data.map((c: { id: number }) => c.id);
    const [, year, sequence] = reference.split('-');
    const spellings = [
      reference,
      toNepaliDigits(reference), // exactly as the Nepali confirmation shows it
      reference.toLowerCase(),
      ` gs ${year} ${sequence} `,
      `GS-${year}-${Number(sequence)}`, // the leading zeros left out
      `gs-${toNepaliDigits(year!)}-${toNepaliDigits(sequence!)}`,
    ];
    for (const q of spellings) expect(await found(q), q).toEqual([id]);
    for (const q of ['9807654321', '९८०७६५४३२१', '980-765 4321', '९८०७ ६५४३२१', '७६५४३२']) {
      expect(await found(q), q).toContain(id);
    }
    expect(await found('९८०७६५४३२९')).not.toContain(id);
  });

  it('finds a contact message by a phone typed in Nepali digits', async () => {
    const subject = (await t.db.selectFrom('contact_category').select('id').executeTakeFirstOrThrow()).id;
    const form = await multipart({
      full_name: 'Hari',
      phone: '9855512345',
      category: String(subject),
      message: 'A question about the Guthi library hours',
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/base/contact-us',
      payload: form.payload,
      headers: form.headers,
    });
    expect(sent.statusCode).toBe(201);
    const list = await asStaff(t, admin, {
      method: 'GET',
      url: `/api/admin/cases?kind=message&q=${encodeURIComponent('९८५५५ १२३४५')}`,
    });
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Hari']);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('is filtered for administrators by who, what and when', async () => {
    const page = await asStaff(t, admin, {
      method: 'GET',
      url: `/api/admin/audit?action=case.status&actor=${encodeURIComponent(officerA.email.toUpperCase())}`,
    });
    expect(page.statusCode).toBe(200);
    const entries = page.json().data as { action: string; actorEmail: string; ip: string }[];
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.every((e) => e.action === 'case.status' && e.actorEmail === officerA.email && e.ip)).toBe(
      true,
    );
  });
});
