// A changed address of an uploaded file must name a usable one (ADR 034): the check itself is shared with
// the site settings' pictures (server/files/file-references.ts). An address left as it was saved is not
// checked again, so an item saved before a file went to the trash can still be edited.
import type { KindDefinition } from './kinds.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { fileRefusal } from '#server/files/file-references.ts';

/** Refuses (400, per field) a changed /uploads/ address that names no stored file. */
export async function checkFileAddresses(
  api: ApiInstance,
  kind: KindDefinition,
  edit: Record<string, unknown>,
  saved: Record<string, unknown> | null,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const field of kind.spec.fields.filter((field) => field.type === 'address')) {
    const address = edit[field.name];
    if (typeof address !== 'string' || address === saved?.[field.name]) continue;
    const refusal = await fileRefusal(api, address, field.media);
    if (refusal) errors[field.name] = refusal;
  }
  if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
}
