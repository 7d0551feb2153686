// What the generic content screens need of each kind beyond its description (content-kinds.ts in the
// shared contract): its names, the group it is listed under, and the message keys of its fields.
import {
  contentKinds,
  kindSpecs,
  type ContentKind,
  type FieldSpec,
  type KindSpec,
  type RefTable,
} from '../../../shared/contract/admin/content-kinds.ts';
import type { AdminKey } from './messages.ts';

/** The groups of /admin/content, in order, with their kinds. */
export const kindGroups: { label: AdminKey; kinds: ContentKind[] }[] = [
  {
    label: 'admin.content.group.news',
    kinds: ['notices', 'articles', 'vacancies', 'results', 'syllabuses', 'laws', 'law-categories'],
  },
  { label: 'admin.content.group.events', kinds: ['festivals', 'occasions'] },
  { label: 'admin.content.group.heritage', kinds: ['heritage-sites', 'gallery', 'slides', 'services'] },
  { label: 'admin.content.group.trust', kinds: ['branches', 'employees', 'departments'] },
  { label: 'admin.content.group.forms', kinds: ['contact-categories', 'complaint-categories'] },
];

export const kindName = (kind: ContentKind): AdminKey => `admin.kind.${kind}`;
export const kindOne = (kind: ContentKind): AdminKey => `admin.kind.${kind}.one`;
export const fieldName = (field: FieldSpec): AdminKey => `admin.field.${field.name}` as AdminKey;

/** The kind whose items a reference field chooses from. */
export const refKinds: Record<RefTable, ContentKind> = {
  branch: 'branches',
  law_category: 'law-categories',
  department: 'departments',
  festival: 'festivals',
};

/** The kinds a role may edit: branch editors only those whose items belong to a branch. */
export const kindsFor = (role: string): ContentKind[] =>
  contentKinds.filter((kind) => role !== 'branch_editor' || kindSpecs[kind].branchScoped);

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
