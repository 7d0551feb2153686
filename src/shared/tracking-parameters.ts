// Parameters that link-sharing sites and campaign tools add to an address: Facebook's `fbclid` on
// every click out of Facebook, Google's `gclid`, the `utm_*` of a newsletter. They name the click,
// never what a page shows, and each value is new: kept, every visitor arriving from a shared post was a
// page of its own for the response store (a miss, ~10 ms of render: ADR 056), and the page printed
// one visitor's click id into its canonical link and its language and text-size links, for the next
// visitor of that stored page to carry on. A page is rendered, stored and linked without them (ADR 057).
const CLICK_IDS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  'srsltid',
  '_ga',
  '_gl',
]);

/**
 * A quick look for any of them at the start of a parameter (an underscore also spelled `%5F`), made
 * from the names above, so an address without one costs one test.
 */
const MAY_TRACK = new RegExp(
  `(?:^|&)(?:${['utm_', ...CLICK_IDS].join('|').replaceAll('_', '(?:_|%5f)')})`,
  'i',
);

function parameterName(part: string): string {
  const raw = part.split('=', 1)[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || CLICK_IDS.has(lower);
}

/**
 * The address (a path with its query, as sent) without tracking parameters; every other parameter is
 * kept as it was spelled, in its place. The same string when there is none.
 */
export function withoutTrackingParameters(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url.slice(mark + 1);
  if (!MAY_TRACK.test(query)) return url;
  const kept = query.split('&').filter((part) => part !== '' && !isTrackingParameter(parameterName(part)));
  const path = url.slice(0, mark);
  return kept.length ? `${path}?${kept.join('&')}` : path;
}
