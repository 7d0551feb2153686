import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noticesPagedResponse } from '#shared/contract/notices.ts';
import { strictly } from './strictly.ts';

describe('strictly', () => {
  const schema = z.object({
    data: z.array(z.object({ id: z.number(), note: z.string().nullable().optional() })).min(1),
    meta: z.union([z.object({ a: z.literal(1) }), z.null()]),
  });

  it('accepts what the schema accepts', () => {
    const answer = { data: [{ id: 1, note: null }], meta: { a: 1 } };
    expect(strictly(schema).parse(answer)).toEqual(answer);
  });

  it('refuses an unknown key at any depth, and keeps the checks it had', () => {
    expect(strictly(schema).safeParse({ data: [{ id: 1 }], meta: null, extra: 1 }).success).toBe(false);
    expect(strictly(schema).safeParse({ data: [{ id: 1, created_by: 'x' }], meta: null }).success).toBe(
      false,
    );
    expect(strictly(schema).safeParse({ data: [{ id: 1 }], meta: { a: 1, b: 2 } }).success).toBe(false);
    expect(strictly(schema).safeParse({ data: [], meta: null }).success).toBe(false);
    // The schema itself still strips (what the server's serializer relies on).
    expect(schema.parse({ data: [{ id: 1, created_by: 'x' }], meta: null })).toEqual({
      data: [{ id: 1 }],
      meta: null,
    });
  });

  it('works on the contract: a notice with a staff column is refused', () => {
    const notice = strictly(noticesPagedResponse);
    const page = { data: [], total_items: 0, total_pages: 0, page: 1, page_size: 10 };
    expect(noticesPagedResponse.safeParse(page).success).toBe(true);
    expect(notice.safeParse(page).success).toBe(true);
    expect(notice.safeParse({ ...page, staff_note: 'x' }).success).toBe(false);
  });
});

describe('strictly on a recursive schema', () => {
  interface Node {
    id: number;
    children: Node[];
  }
  const node: z.ZodType<Node> = z.object({
    id: z.number(),
    get children() {
      return z.array(node);
    },
  });

  it('refuses an unknown key deep in the tree', () => {
    const tree = { id: 1, children: [{ id: 2, children: [{ id: 3, children: [] }] }] };
    expect(strictly(node).parse(tree)).toEqual(tree);
    const leaked = { id: 1, children: [{ id: 2, children: [{ id: 3, children: [], x: 1 }] }] };
    expect(strictly(node).safeParse(leaked).success).toBe(false);
  });
});
