// Plain values of the contract, without zod: the browser's public pages import these, and importing
// them from the schema modules would put zod and the schemas on every page's first load.

/** Ids are 32-bit integer columns in PostgreSQL: a larger number is refused, not sent to the database. */
export const MAX_ID = 2_147_483_647;

/** product.md section 9: the team grid shows 8 per page, so that is the team endpoint's default page size. */
export const TEAM_PAGE_SIZE = 8;

/** The iCalendar feed of holidays and festivals (served under /api). */
export const CALENDAR_FEED_PATH = '/api/events/calendar.ics';

/** The widths of a media-library image's WebP copies (none wider than the original). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** A PDF's first page, as a WebP this wide, named `<hash>-thumb.webp` beside it. */
export const MEDIA_THUMBNAIL_WIDTH = 480;
export const MEDIA_THUMBNAIL_SUFFIX = '-thumb.webp';
