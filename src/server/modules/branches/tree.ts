// Builds the branch tree in memory from the flat list: one query, and the list is ~30 rows.
import type { Branch, BranchNode } from '#shared/contract/branches.ts';

/** Nodes keyed by id, each holding its children in the order of the flat list. */
export function buildBranchNodes(branches: Branch[]): Map<number, BranchNode> {
  const nodes = new Map<number, BranchNode>(branches.map((b) => [b.id, { ...b, sub_branch: [] }]));
  for (const node of nodes.values()) {
    if (node.parent_id !== null) nodes.get(node.parent_id)?.sub_branch.push(node);
  }
  return nodes;
}

/**
 * Top-level branches with their sub-branches. A branch whose parent is missing is treated as top-level,
 * so no branch disappears from the menu.
 */
export function topLevelBranches(branches: Branch[]): BranchNode[] {
  const nodes = buildBranchNodes(branches);
  return [...nodes.values()].filter((node) => node.parent_id === null || !nodes.has(node.parent_id));
}

/**
 * Every branch, flat, in menu order (issue 15): each main office in its sort order, directly followed
 * by its sub-branches (depth first, each level in its sort order), as product.md section 2 nests them under their
 * office. A branch the tree cannot reach (its parent chain loops) still comes last, in list order.
 */
export function branchesInMenuOrder(branches: Branch[]): Branch[] {
  const byId = new Map(branches.map((b) => [b.id, b]));
  const ordered: Branch[] = [];
  const seen = new Set<number>();
  const visit = (node: BranchNode) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    ordered.push(byId.get(node.id)!);
    node.sub_branch.forEach(visit);
  };
  topLevelBranches(branches).forEach(visit);
  for (const branch of branches) if (!seen.has(branch.id)) ordered.push(branch);
  return ordered;
}
