// Pure helpers of the tab switcher: which tab is active, and the URL of each tab in URL mode.

/** The wanted id when it names a tab, else the first tab (product.md: the first tab is active initially). */
export function activeTabId(ids: readonly string[], wanted: string | null | undefined): string {
  return wanted && ids.includes(wanted) ? wanted : (ids[0] ?? '');
}

/**
 * The search string of a tab on the current URL: sets `param`, keeps other parameters, drops the
 * ones that belong to the previous tab (its page number).
 */
export function tabSearch(
  search: string,
  id: string,
  param = 'tab',
  resetParams: readonly string[] = ['page'],
): string {
  const params = new URLSearchParams(search);
  for (const name of resetParams) params.delete(name);
  params.set(param, id);
  return `?${params.toString()}`;
}
