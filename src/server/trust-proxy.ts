// TRUST_PROXY: which X-Forwarded-For entries name the real client (rate limits, logs).
// The header is a list each proxy appends to, so only entries added by proxies we trust count;
// anything to their left was written by the client and may be forged (ADR 009).
//   false (default)       no proxy: the socket's address is the client
//   N (1, 2, ...)         N proxies in front: the Nth entry from the right is the client
//   true                  the same as 1 (one reverse proxy); never "trust every entry"
//   10.0.0.0/8,127.0.0.1  the proxies' addresses (IPs or CIDR ranges): entries are walked from the
//                         right while the address that wrote them is one of these
import { BlockList, isIP } from 'node:net';

export type TrustProxySetting =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

/** What Fastify's `trustProxy` gets: a function of (address, hop), hop 0 being the socket's peer. */
export type TrustProxyOption = false | ((address: string, hop: number) => boolean);

export class TrustProxyError extends Error {}

function addRange(list: BlockList, entry: string): void {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) throw new TrustProxyError(`"${entry}" is not an IP address or range`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return list.addAddress(address, type);
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
    throw new TrustProxyError(`"${entry}" has a bad prefix length`);
  }
  list.addSubnet(address, bits, type);
}

/** Parses the variable; throws TrustProxyError with a reason on a value it does not understand. */
export function parseTrustProxy(value: string): TrustProxySetting {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const addresses = text.split(',').map((entry) => entry.trim());
  // Checked now, so a typo stops the server at start rather than trusting nothing later.
  const list = new BlockList();
  for (const entry of addresses) addRange(list, entry);
  return { kind: 'addresses', addresses };
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * Fastify's own numeric `trustProxy` (5.12) trusts no hop at all (the proxy's address becomes the
 * client's), and `true` trusts the client-written leftmost entry: so a function in both cases.
 */
export function trustProxyOption(setting: TrustProxySetting): TrustProxyOption {
  if (setting.kind === 'none') return false;
  if (setting.kind === 'hops') {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const entry of setting.addresses) addRange(list, entry);
  return (address) => {
    const mapped = IPV4_MAPPED.exec(address)?.[1];
    const plain = mapped ?? address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
