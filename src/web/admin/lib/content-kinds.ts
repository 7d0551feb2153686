// What the generic content screens need of each kind beyond its description (shared/kinds/descriptions.ts):
// the message keys of its names, groups and fields, and the kinds a staff member may edit.
import {
  contentKinds,
  kindSpecs,
  type ContentKind,
  type FieldSpec,
  type KindSpec,
} from '#shared/contract/admin/content-kinds.ts';
import type { Editor } from '#shared/kinds/access.ts';
import { kindGroups as groups, refKinds } from '#shared/kinds/derived.ts';
import type { AdminKey } from './messages.ts';

export { refKinds };

/** The groups of /admin/content, in order, with their kinds (each kind's `admin.group`). */
export const kindGroups: { label: AdminKey; kinds: ContentKind[] }[] = groups.map(({ group, kinds }) => ({
  label: `admin.content.group.${group}`,
  kinds,
}));

export const kindName = (kind: ContentKind): AdminKey => `admin.kind.${kind}`;
export const kindOne = (kind: ContentKind): AdminKey => `admin.kind.${kind}.one`;
export const fieldName = (field: FieldSpec): AdminKey => `admin.field.${field.name}` as AdminKey;

/** The kinds a staff member may edit, as each kind's access rule says. */
export const kindsFor = (staff: Editor): ContentKind[] =>
  contentKinds.filter((kind) => kindSpecs[kind].access.allows(staff));

/** The kind in a URL, or a 404. */
export function kindOf(value: string | undefined): ContentKind {
  if (contentKinds.includes(value as ContentKind)) return value as ContentKind;
  throw new Response('Not found', { status: 404 });
}

const PUBLISHING_LABELS: Record<string, AdminKey> = {
  branch_id: 'admin.content.branch',
  status: 'admin.content.status',
  publish_at: 'admin.content.publish_at',
  unpublish_at: 'admin.content.unpublish_at',
};

/** An edited name's label as the form shows it (`title_ne`: "Title in Nepali"). */
export function editedLabel(
  spec: KindSpec,
  name: string,
  t: (key: AdminKey, params?: Record<string, string>) => string,
): string {
  if (PUBLISHING_LABELS[name]) return t(PUBLISHING_LABELS[name]);
  const language = /_(ne|en)$/.exec(name)?.[1] as 'ne' | 'en' | undefined;
  const bilingual =
    language && spec.fields.find((field) => field.bilingual && `${field.name}_${language}` === name);
  if (bilingual) {
    return t('admin.content.in_language', {
      field: t(fieldName(bilingual)),
      language: t(`admin.lang.${language}`),
    });
  }
  const field = spec.fields.find((candidate) => candidate.name === name);
  return field ? t(fieldName(field)) : name;
}
