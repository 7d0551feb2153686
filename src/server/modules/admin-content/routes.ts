// Editing content (issue 11): every kind the same way, from its description (shared/kinds/descriptions.ts).
// Who edits what is the kind's access rule (shared/kinds/access.ts): editors and administrators all of
// it; a branch editor only their branch's items of kinds owned by branches, and no site-wide kind. Every
// save keeps a revision and writes the audit log, in one transaction. For each kind (`notices`, `laws`,
// `branches` ...): its items (item-routes.ts) and their history (revision-routes.ts). Drafts kept across
// a session's end: draft-routes.ts. Many items at once, duplicates and the shared trash: bulk-routes.ts. Thin routes: the rules and transactions are in editing.ts, the
// queries in repo.ts and revisions.ts.
import type { ApiInstance } from '#server/plugins/zod.ts';
import { registerBulkRoutes, registerDuplicateRoute } from './bulk-routes.ts';
import { registerDraftRoutes } from './draft-routes.ts';
import { registerItemRoutes } from './item-routes.ts';
import { kinds } from './kinds.ts';
import { registerPreviewRoutes } from './preview-routes.ts';
import { registerRevisionRoutes } from './revision-routes.ts';

export default async function adminContentRoutes(api: ApiInstance) {
  for (const kind of Object.values(kinds)) {
    registerItemRoutes(api, kind);
    registerRevisionRoutes(api, kind);
    registerDuplicateRoute(api, kind);
  }
  registerBulkRoutes(api);
  registerDraftRoutes(api);
  registerPreviewRoutes(api);
}
