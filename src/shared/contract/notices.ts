// Notices: the /notice page, the branch notices tab, the urgent ticker and the popup on the home page.
import { z } from 'zod';
import { listResponse, pagedResponse } from './common.ts';
import { itemResponse } from './items.ts';

/** The ticker shows the newest urgent notices; older ones drop off. */
export const URGENT_NOTICES_LIMIT = 20;
/** The popup cycles through a handful of notices at most. */
export const POPUP_NOTICES_LIMIT = 5;

const notice = z.object({
  id: z.number().int(),
  /** URL as stored, e.g. `/uploads/notices/x.pdf`; its extension decides image or document preview. */
  file: z.string().nullable(),
  /** A picture shown on the notice's own page (issue 25), or null. */
  image: z.string().nullable(),
  title_en: z.string(),
  title_ne: z.string(),
  text_en: z.string(),
  text_ne: z.string(),
  created_at: z.string(),
  branch_id: z.number().int().nullable(),
  is_urgent: z.boolean(),
  is_popup: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

export const noticesPagedResponse = pagedResponse(notice);

export const noticesListResponse = listResponse(notice);

export const noticeItemResponse = itemResponse(notice);
export type NoticesListResponse = z.infer<typeof noticesListResponse>;
