// Previews (issue 25 item 2, ADR 032), for each kind with a public page:
//   GET  /admin/<kind>/:id/preview        a saved item (a draft, a scheduled item) as its page shows it
//   POST /admin/<kind>/preview            an unsaved edit, checked as a save and with its bodies sanitised
//                                         as they would be stored; nothing is written
//   POST /admin/<kind>/:id/preview-link   a link showing the saved item to whoever has it, for 3 days
//   GET  /admin/preview/:token            the item a valid link names (no sign-in: the link is the key)
// A link is the kind, the item and its expiry signed with the server's secret (HMAC), like the drafts'
// tickets: nothing is stored, and it cannot be withdrawn before it expires. Under /api/admin, so the
// response cache never keeps an answer (cache/cache-rules.ts). Each answer carries the item's file size
// (`file_size`), as the public item answer does, so the preview's download button says it too.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { record } from '#server/audit/record.ts';
import { withFileSize } from '#server/files/public-file-size.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { withCleanBodies } from '#server/rich-text/sanitize.ts';
import { contentParams } from '#shared/contract/admin/content.ts';
import { contentEdits, contentKinds, type ContentKind } from '#shared/contract/admin/content-kinds.ts';
import {
  previewEditResponse,
  previewItemResponse,
  previewable,
  previewLinkResponse,
  previewTokenParams,
} from '#shared/contract/admin/preview.ts';
import { guardFor, itemFor } from './editing.ts';
import { kinds } from './kinds.ts';
import { findItem } from './repo.ts';

const tags = ['staff: content'];
/** Long enough for a colleague to look over a weekend. */
export const PREVIEW_LINK_SECONDS = 3 * 24 * 60 * 60;

interface LinkClaims {
  kind: ContentKind;
  id: number;
  /** Unix seconds. */
  expires: number;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`preview-link\n${payload}`).digest();

export function issuePreviewToken(secret: string, claims: Omit<LinkClaims, 'expires'>, now = Date.now()) {
  const expires = Math.floor(now / 1000) + PREVIEW_LINK_SECONDS;
  const payload = Buffer.from(JSON.stringify({ ...claims, expires })).toString('base64url');
  return { token: `${payload}.${signature(secret, payload).toString('base64url')}`, expires };
}

/** The link's claims, or null when it is forged, damaged or expired. */
function readPreviewToken(secret: string, token: string, now = Date.now()): LinkClaims | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
    return claims.expires * 1000 > now && contentKinds.includes(claims.kind) ? claims : null;
  } catch {
    return null;
  }
}

export function registerPreviewRoutes(api: ApiInstance): void {
  const secret = api.auth.options.secret;
  /** An item's fields with its file's size, as the public item answer has them. */
  const asShown = async (item: Record<string, unknown>) => {
    const { file_size } = await withFileSize(api.config.UPLOAD_DIR, {
      file: typeof item.file === 'string' ? item.file : null,
    });
    return { ...item, file_size };
  };
  for (const kind of Object.values(kinds).filter((kind) => previewable(kind.spec))) {
    const base = `/admin/${kind.kind}`;
    api.get(
      `${base}/:id/preview`,
      {
        preValidation: guardFor(kind),
        schema: {
          summary: `A saved ${kind.kind} item as visitors would see it, published or not`,
          tags,
          params: contentParams,
          response: { 200: previewEditResponse },
        },
      },
      async (request) => ({ data: await asShown(await itemFor(api, kind, request, request.params.id)) }),
    );
    api.post(
      `${base}/preview`,
      {
        preValidation: guardFor(kind),
        schema: {
          summary: `An unsaved ${kind.kind} item as visitors would see it (nothing is saved)`,
          tags,
          body: contentEdits[kind.kind],
          response: { 200: previewEditResponse },
        },
      },
      async (request) => ({
        data: await asShown(withCleanBodies(kind.spec, request.body as Record<string, unknown>)),
      }),
    );
    api.post(
      `${base}/:id/preview-link`,
      {
        preValidation: guardFor(kind),
        schema: {
          summary: `A link showing a saved ${kind.kind} item to whoever has it, until it expires`,
          tags,
          params: contentParams,
          response: { 200: previewLinkResponse },
        },
      },
      async (request) => {
        const item = await itemFor(api, kind, request, request.params.id);
        const { token, expires } = issuePreviewToken(secret, { kind: kind.kind, id: item.id });
        // Who let whom see an unpublished item is worth knowing later.
        await record(api.db, request, {
          action: 'content.preview_link',
          entity: kind.table,
          entityId: item.id,
        });
        return { data: { token, expires_at: new Date(expires * 1000).toISOString() } };
      },
    );
  }

  api.get(
    '/admin/preview/:token',
    {
      schema: {
        summary: 'The item a preview link names, as saved now (no sign-in: the link is the key)',
        tags,
        params: previewTokenParams,
        response: { 200: previewItemResponse },
      },
    },
    async (request) => {
      const claims = readPreviewToken(secret, request.params.token);
      if (!claims) throw new HttpError(404, 'api.not_found');
      if (!previewable(kinds[claims.kind].spec)) throw new HttpError(404, 'api.not_found');
      const item = await findItem(api.db, kinds[claims.kind], claims.id);
      if (!item || item.deleted_at) throw new HttpError(404, 'api.not_found');
      return {
        data: {
          kind: claims.kind,
          item: await asShown(item),
          expires_at: new Date(claims.expires * 1000).toISOString(),
        },
      };
    },
  );
}
