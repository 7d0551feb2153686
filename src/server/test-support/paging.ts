// Expected paging answers that several module tests assert.

/** What a paged list answers at the default page and size when nothing matches (e.g. an unknown branch). */
export const emptyFirstPage = { data: [], total_items: 0, total_pages: 0, page: 1, page_size: 10 } as const;
