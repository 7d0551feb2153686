// Which push-service addresses the server will POST to (ADR 048). A subscription's endpoint comes from the
// visitor's request: accepting any URL would let anyone make the server send requests to addresses of
// their choice (its own network, cloud metadata, other sites): server-side request forgery. So an endpoint
// must be https on port 443 at a host of the configured list (the browsers' push services by default),
// with no user name or password in it. Plain http is accepted only for loopback hosts named in the list,
// which tests use for their own push service, and which the environment refuses in production.

/** The push services of Chrome/Edge/Opera (FCM), Firefox, Windows (WNS) and Safari (APNs). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', '::1', 'localhost']);
const HOST_NAME = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;

export interface PushHostPolicy {
  /** Host names accepted as they are. */
  exact: ReadonlySet<string>;
  /** `.example.com` for `*.example.com`: any subdomain (not the name itself). */
  suffixes: readonly string[];
  /** Loopback hosts listed (tests): the only ones reached over plain http, on any port. */
  loopback: ReadonlySet<string>;
}

/** Parses PUSH_SERVICE_HOSTS; answers a message naming the first bad entry instead of a policy. */
export function parsePushServiceHosts(value: string, production: boolean): PushHostPolicy | string {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  const loopback = new Set<string>();
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (LOOPBACK_HOSTS.has(entry)) {
      if (production) return `${entry}: loopback push services are for tests, not production`;
      loopback.add(entry === '::1' ? '[::1]' : entry);
    } else if (!HOST_NAME.test(entry)) {
      return `${entry}: not a host name (e.g. fcm.googleapis.com or *.push.apple.com)`;
    } else if (entry.startsWith('*.')) {
      suffixes.push(entry.slice(1));
    } else {
      exact.add(entry);
    }
  }
  return { exact, suffixes, loopback };
}

/** Null when the server may POST to `endpoint`; else the reason, as a message key for the visitor. */
export function pushEndpointProblem(
  endpoint: string,
  policy: PushHostPolicy,
): 'validation.push_endpoint' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'validation.push_endpoint';
  }
  if (url.username || url.password || url.hash) return 'validation.push_endpoint';
  const host = url.hostname;
  if (url.protocol === 'http:') return policy.loopback.has(host) ? null : 'validation.push_endpoint';
  if (url.protocol !== 'https:' || url.port !== '') return 'validation.push_endpoint';
  if (policy.exact.has(host)) return null;
  return policy.suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
    ? null
    : 'validation.push_endpoint';
}

/** The policy of a configuration the environment has already checked (env.ts). */
export function pushHostPolicy(config: { PUSH_SERVICE_HOSTS: string; NODE_ENV: string }): PushHostPolicy {
  const policy = parsePushServiceHosts(config.PUSH_SERVICE_HOSTS, config.NODE_ENV === 'production');
  if (typeof policy === 'string') throw new Error(`PUSH_SERVICE_HOSTS: ${policy}`);
  return policy;
}
