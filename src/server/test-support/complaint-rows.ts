// Complaints written straight into the table with chosen times, for the reports' and the public record's
// tests (figures on known data: arrival, first reply and closing days apart).
import type { TestApp } from './test-app.ts';

const DAY = 86_400_000;
let made = 0;

export interface KnownComplaint {
  branchId: number;
  categoryId: number;
  /** Arrival, an ISO instant. */
  at: string;
  /** Days from arrival to the first reply, and to closing (then resolved). */
  replyAfter?: number;
  closeAfter?: number;
}

export async function insertKnownComplaints(t: TestApp, complaints: KnownComplaint[]): Promise<void> {
  for (const complaint of complaints) {
    made += 1;
    const after = (days?: number) =>
      days === undefined ? null : new Date(Date.parse(complaint.at) + days * DAY).toISOString();
    await t.db
      .insertInto('complaint')
      .values({
        name: `Citizen Name ${made}`,
        contact: `98410${String(made).padStart(5, '0')}`,
        address: `Secret Tole ${made}`,
        branch_id: complaint.branchId,
        category_id: complaint.categoryId,
        title: `Private title ${made}`,
        details: `Private details ${made}`,
        lang: 'ne',
        created_at: complaint.at,
        reference: `GS-2083-${String(900000 + made)}`,
        status:
          complaint.closeAfter === undefined
            ? complaint.replyAfter === undefined
              ? 'received'
              : 'in_review'
            : 'resolved',
        first_reply_at: after(complaint.replyAfter),
        closed_at: after(complaint.closeAfter),
      })
      .execute();
  }
}
