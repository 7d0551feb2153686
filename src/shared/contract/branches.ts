// Branch offices and sub-branches (header menu, complaint form, /branches/:id) and their employees.
import { z } from 'zod';
import { listResponse, pagedResponse } from './common.ts';
import { employee } from './people.ts';

const branch = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  image: z.string().nullable(),
  name_en: z.string(),
  name_ne: z.string(),
  phone_number_en: z.string().nullable(),
  phone_number_ne: z.string().nullable(),
  location_en: z.string().nullable(),
  location_ne: z.string().nullable(),
  hours_en: z.string().nullable(),
  hours_ne: z.string().nullable(),
  /** Map link for "get directions"; null when there is none. */
  location_url: z.string().nullable(),
});
export type Branch = z.infer<typeof branch>;

export type BranchNode = Branch & { sub_branch: BranchNode[] };
/** A branch with its sub-branches, nested to any depth. */
const branchNode: z.ZodType<BranchNode> = branch.extend({
  get sub_branch() {
    return z.array(branchNode);
  },
});

/** Every branch, sub-branches included, flat (parent_id tells the tree). */
export const branchListResponse = listResponse(branch);
/** Top-level branches, each with its `sub_branch` tree. */
export const nestedBranchListResponse = listResponse(branchNode);
/** One branch by id, read as a data array (product.md section 7). */
export const branchResponse = z.object({ data: z.array(branchNode) });
export type BranchResponse = z.infer<typeof branchResponse>;

const branchEmployee = employee;
export type BranchEmployee = z.infer<typeof branchEmployee>;
export const branchEmployeesResponse = pagedResponse(branchEmployee);
