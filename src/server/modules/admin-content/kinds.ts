// The kinds of content editors edit, each described once: its table, the columns it edits beyond the
// shared ones (both languages, branch, date, publishing), and how a row becomes what editors see.
import type { z } from 'zod';
import { toNepalIsoDate } from '../../../shared/calendar/format.ts';
import {
  articleEdit,
  editedItemResponses,
  editedListResponses,
  missingLanguages,
  noticeEdit,
  visibilityOf,
  type ContentKind,
  type EditedItem,
  type PublishStatus,
} from '../../../shared/contract/admin/content.ts';

export interface KindDefinition {
  kind: ContentKind;
  /** Table, and the entity name in revisions and the audit log. */
  table: 'notice' | 'article';
  edit: z.ZodType;
  itemResponse: z.ZodType;
  listResponse: z.ZodType;
  /** Flags stored as 0/1. */
  flags: readonly string[];
  /** Other columns of its own. */
  extra: readonly string[];
}

export const kinds: Record<ContentKind, KindDefinition> = {
  notices: {
    kind: 'notices',
    table: 'notice',
    edit: noticeEdit,
    itemResponse: editedItemResponses.notices,
    listResponse: editedListResponses.notices,
    flags: ['is_urgent', 'is_popup'],
    extra: ['file'],
  },
  articles: {
    kind: 'articles',
    table: 'article',
    edit: articleEdit,
    itemResponse: editedItemResponses.articles,
    listResponse: editedListResponses.articles,
    flags: [],
    extra: ['image', 'file'],
  },
};

export const SHARED_COLUMNS = [
  'id',
  'title_en',
  'title_ne',
  'text_en',
  'text_ne',
  'branch_id',
  'created_at',
  'status',
  'publish_at',
  'unpublish_at',
  'deleted_at',
  'updated_at',
] as const;

export const columnsOf = (kind: KindDefinition) => [...SHARED_COLUMNS, ...kind.flags, ...kind.extra];

/**
 * The editor works with the item's day in Nepal (as the public site shows it); it is stored as the
 * instant that day begins in Nepal.
 */
const instantOf = (day: string) => new Date(`${day}T00:00:00+05:45`).toISOString();
const dayOf = (instant: string) => toNepalIsoDate(instant) ?? instant.slice(0, 10);

export function toItem(
  kind: KindDefinition,
  row: Record<string, unknown>,
  now = new Date().toISOString(),
): EditedItem {
  const { created_at, ...rest } = row as Record<string, unknown> & { created_at: string };
  const item: Record<string, unknown> = {
    ...rest,
    date: dayOf(created_at),
    status: row.status as PublishStatus,
  };
  for (const flag of kind.flags) item[flag] = row[flag] === 1 || row[flag] === true;
  const publishing = row as {
    status: string;
    publish_at: string | null;
    unpublish_at: string | null;
    deleted_at: string | null;
  };
  item.visibility = visibilityOf(publishing, now);
  item.missing_languages = missingLanguages(
    row as { title_en: string; title_ne: string; text_en: string; text_ne: string },
  );
  return item as EditedItem;
}

/** The editable fields of a saved item, as a revision keeps them (the edit schema's keys). */
export function editableOf(kind: KindDefinition, item: EditedItem): Record<string, unknown> {
  const keys = [
    'title_en',
    'title_ne',
    'text_en',
    'text_ne',
    'branch_id',
    ...kind.flags,
    'date',
    ...kind.extra,
    'status',
    'publish_at',
    'unpublish_at',
  ];
  const source = item as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
}

export function toRow(kind: KindDefinition, edit: Record<string, unknown>): Record<string, unknown> {
  const { date, ...rest } = edit as Record<string, unknown> & { date: string };
  const row: Record<string, unknown> = { ...rest, created_at: instantOf(date) };
  for (const flag of kind.flags) row[flag] = edit[flag] ? 1 : 0;
  return row;
}
