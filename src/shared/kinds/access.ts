// Who may edit a kind's items: a rule of the staff member and the item (Payload's `access`), written once
// and used by the API's guards (server/modules/admin-content) and the staff menu (web/admin/lib).
// Whether the role may edit content at all is the permission `content.edit` (contract/admin/staff.ts).
import { branchScope, type StaffRole } from '../contract/admin/staff.ts';

export interface Editor {
  readonly role: StaffRole;
  readonly branchId: number | null;
}

/** What an access rule reads of an item: its branch, for items that belong to one. */
export interface OwnedItem {
  readonly branch_id?: number | null;
}

export interface AccessRule {
  /** The items carry the branch they belong to (`branch_id`, edited with the publishing fields). */
  readonly branchOwned: boolean;
  /**
   * Whether `staff` may edit this kind: without an item, at all (its list, a new item); with one, that
   * item (as saved, or as an edit is about to save it).
   */
  readonly allows: (staff: Editor, item?: OwnedItem) => boolean;
}

/** Items of the whole trust: editors and administrators only, not a staff member limited to a branch. */
export const siteWide = {
  branchOwned: false,
  allows: (staff: Editor) => branchScope(staff) === null,
} as const satisfies AccessRule;

/** Items that belong to a branch (or the whole trust): a staff member limited to a branch edits its own. */
export const byBranch = {
  branchOwned: true,
  allows: (staff: Editor, item?: OwnedItem) => {
    const scope = branchScope(staff);
    return scope === null || item === undefined || item.branch_id === scope;
  },
} as const satisfies AccessRule;
