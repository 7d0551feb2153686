// How a kind of content (shared/contract/admin/content-kinds.ts) maps to its table: the columns it edits,
// the item's day stored as an instant, flags as 0/1, and how a row becomes what editors see.
import type { z } from 'zod';
import { toNepalIsoDate } from '#shared/calendar/format.ts';
import { visibilityOf, type PublishStatus } from '#shared/contract/admin/content.ts';
import {
  contentEdits,
  contentKinds,
  editedItemResponses,
  editedListResponses,
  editedNames,
  kindSpecs,
  missingOf,
  type ContentKind,
  type EditedItem,
  type KindSpec,
} from '#shared/contract/admin/content-kinds.ts';
import { fieldTypes, type FieldInterpreter } from '#shared/contract/admin/field-types.ts';

export interface KindDefinition {
  kind: ContentKind;
  spec: KindSpec;
  /** Table, and the entity name in revisions and the audit log. */
  table: KindSpec['table'];
  edit: z.ZodType;
  itemResponse: z.ZodType;
  listResponse: z.ZodType;
  /** The fields whose columns store their value differently (flags as 0/1), by their type's interpreter. */
  mapped: readonly { name: string; interpreter: FieldInterpreter }[];
  /** The edited name stored in `created_at` as an instant, if any. */
  itemDay: string | null;
  /** The columns read for an item (fixed per kind: worked out once, not per request). */
  columns: readonly string[];
  /** The keys a revision keeps of an item (the edit schema's keys). */
  editableKeys: readonly string[];
}

const PUBLISHING_COLUMNS = ['id', 'status', 'publish_at', 'unpublish_at', 'deleted_at', 'updated_at'];

function definitionOf(kind: ContentKind): KindDefinition {
  const spec: KindSpec = kindSpecs[kind];
  const itemDay = spec.fields.find((field) => field.itemDay)?.name ?? null;
  const edited = editedNames(spec);
  return {
    kind,
    spec,
    table: spec.table,
    edit: contentEdits[kind],
    itemResponse: editedItemResponses[kind],
    listResponse: editedListResponses[kind],
    mapped: spec.fields.flatMap((field) => {
      const interpreter = fieldTypes[field.type];
      return interpreter.toColumn || interpreter.fromColumn ? [{ name: field.name, interpreter }] : [];
    }),
    itemDay,
    columns: [
      ...PUBLISHING_COLUMNS,
      ...edited.filter((name) => name !== itemDay),
      ...(itemDay ? ['created_at'] : []),
    ],
    editableKeys: [...edited, 'status', 'publish_at', 'unpublish_at'],
  };
}

export const kinds = Object.fromEntries(contentKinds.map((kind) => [kind, definitionOf(kind)])) as Record<
  ContentKind,
  KindDefinition
>;

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
  const { created_at, ...rest } = row;
  const item: Record<string, unknown> = {
    ...rest,
    status: row.status as PublishStatus,
    revision: Number(row.revision ?? 0),
  };
  if (kind.itemDay) item[kind.itemDay] = dayOf(created_at as string);
  for (const { name, interpreter } of kind.mapped) {
    if (interpreter.fromColumn) item[name] = interpreter.fromColumn(row[name]);
  }
  item.visibility = visibilityOf(
    row as {
      status: string;
      publish_at: string | null;
      unpublish_at: string | null;
      deleted_at: string | null;
    },
    now,
  );
  item.missing_languages = missingOf(kind.spec, row);
  return item as EditedItem;
}

/** The editable fields of a saved item, as a revision keeps them (the edit schema's keys). */
export function editableOf(kind: KindDefinition, item: EditedItem): Record<string, unknown> {
  return Object.fromEntries(kind.editableKeys.map((key) => [key, item[key] ?? null]));
}

/** An edit as the row's columns. */
export function toRow(kind: KindDefinition, edit: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = { ...edit };
  if (kind.itemDay) {
    delete row[kind.itemDay];
    row.created_at = instantOf(edit[kind.itemDay] as string);
  }
  for (const { name, interpreter } of kind.mapped) {
    if (interpreter.toColumn) row[name] = interpreter.toColumn(edit[name]);
  }
  return row;
}

/** The columns a new row needs beyond the edit: what tells its kind apart, and when it was created. */
export function newRowColumns(kind: KindDefinition): Record<string, unknown> {
  return {
    ...kind.spec.fixed,
    ...(kind.spec.createdAt && !kind.itemDay ? { created_at: new Date().toISOString() } : {}),
  };
}
