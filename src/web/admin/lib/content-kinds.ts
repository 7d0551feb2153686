// What the generic content screens need to know of each kind: its name in the menu and titles, and the
// fields it has beyond the shared ones (both languages, date, branch, publishing).
import { contentKinds, type ContentKind } from '../../../shared/contract/admin/content.ts';
import type { AdminKey } from './messages.ts';

export interface KindScreen {
  list: AdminKey;
  newItem: AdminKey;
  editItem: AdminKey;
  /** Checkboxes (stored as flags), with their labels. */
  flags: { name: string; label: AdminKey }[];
  /** Addresses of files (until the media library), with their labels. */
  files: { name: string; label: AdminKey }[];
}

export const kindScreens: Record<ContentKind, KindScreen> = {
  notices: {
    list: 'admin.notices.title',
    newItem: 'admin.notices.new_title',
    editItem: 'admin.notices.edit_title',
    flags: [
      { name: 'is_urgent', label: 'admin.content.urgent' },
      { name: 'is_popup', label: 'admin.content.popup' },
    ],
    files: [{ name: 'file', label: 'admin.content.file' }],
  },
  articles: {
    list: 'admin.articles.title',
    newItem: 'admin.articles.new_title',
    editItem: 'admin.articles.edit_title',
    flags: [],
    files: [
      { name: 'image', label: 'admin.content.image' },
      { name: 'file', label: 'admin.content.file' },
    ],
  },
};

/** The kind in a URL, or a 404. */
export function kindOf(value: string | undefined): ContentKind {
  if (contentKinds.includes(value as ContentKind)) return value as ContentKind;
  throw new Response('Not found', { status: 404 });
}
