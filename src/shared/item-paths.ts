// Where a search result leads: the item's own page, as its kind's public face names it
// (kinds/descriptions.ts, paths spelled in paths.ts), or its list when it has no page of its own.
import { kindSpecs, type KindSpec } from './kinds/descriptions.ts';
import { kindOfSearchType, type SearchType } from './kinds/derived.ts';

export function searchResultPath(type: SearchType, id: number): string {
  const face = (kindSpecs[kindOfSearchType[type]] as KindSpec).public!;
  return face.item ? face.item(id) : face.list!();
}
