// Server-side request forgery guard for feed fetches. A feed URL comes from configuration, but its
// host's DNS answers and its redirects come from the internet: a public name can resolve to
// 127.0.0.1 or redirect to the cloud metadata service. So the address is checked where the socket
// is made — every address a name resolves to (a mixed answer is refused whole, which also defeats
// DNS rebinding between lookups), IP literals before any connection, and the socket's remote
// address once connected — not only the name in the URL.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

/**
 * Cloud metadata endpoints. Refused even for sources marked internal: no feed lives there, and a
 * credential leak is the worst outcome of a forged request. Most fall in link-local, CGNAT or
 * unique-local ranges anyway; Azure's wire server (168.63.129.16) is public unicast.
 */
const METADATA_ADDRESSES = ['169.254.169.254', '169.254.170.2', '100.100.100.200', '168.63.129.16', 'fd00:ec2::254'].map((a) =>
  ipaddr.process(a).toNormalizedString(),
);

export class ForbiddenAddressError extends Error {
  readonly code = 'ERR_FORBIDDEN_ADDRESS';
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenAddressError';
  }
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * `::/96` but `::` and `::1`: IPv4-compatible IPv6 (RFC 4291 2.5.5.1, deprecated). No feed lives
 * there, and a stack that still tunnels it reaches the IPv4 inside, whichever that is. ipaddr.js
 * reads the dotted spelling `::a.b.c.d` — which is how DNS answers and socket addresses print these —
 * as IPv4-mapped (`::ffff:a.b.c.d`), so that spelling is recognised before it parses.
 */
function isIpv4Compatible(bare: string): boolean {
  if (bare.startsWith('::') && bare.includes('.') && !bare.slice(2).includes(':')) return true;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE) && !['unspecified', 'loopback'].includes(parsed.range());
}

/**
 * Why `address` must not be connected to, or undefined when it may. Only globally routable
 * unicast passes (ipaddr.js's `unicast` range); IPv4-mapped IPv6 is judged as the IPv4 it carries,
 * and NAT64/6to4/Teredo forms, which can tunnel to any IPv4, are refused as their own ranges, as is
 * IPv4-compatible IPv6 (`::/96`), even for internal sources.
 */
export function addressRefusal(address: string, allowPrivate = false): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return `${address} is not an IP address`;
  if (isIpv4Compatible(bare)) return `ipv4Compatible address ${bare}`;
  const parsed = ipaddr.process(bare);
  if (METADATA_ADDRESSES.includes(parsed.toNormalizedString())) return `cloud metadata address ${bare}`;
  if (allowPrivate) return undefined;
  const range = parsed.range();
  return range === 'unicast' ? undefined : `${range} address ${bare}`;
}

/** The URL's host when it is an IP literal and refused; names are judged once resolved. */
export function literalHostRefusal(url: URL, allowPrivate = false): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? addressRefusal(host, allowPrivate) : undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `dns.lookup` that fails when any resolved address is refused. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const refusal = addressRefusal(address, allowPrivate);
        if (refusal) return callback(new ForbiddenAddressError(`${hostname} resolves to a ${refusal}`), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * An undici dispatcher whose every socket passes the guard: literal hosts are checked before
 * connecting, names through `guardedLookup`, and the connected peer's address once more.
 */
export function guardedAgent(allowPrivate: boolean): Agent {
  const connector = buildConnector({ lookup: guardedLookup(allowPrivate) } as buildConnector.BuildOptions);
  return new Agent({
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      const literal = isIP(host) ? addressRefusal(host, allowPrivate) : undefined;
      if (literal) return callback(new ForbiddenAddressError(`refused ${literal}`), null);
      connector(options, (error, socket) => {
        if (error) return callback(error, null);
        const refusal = socket.remoteAddress ? addressRefusal(socket.remoteAddress, allowPrivate) : 'socket without a remote address';
        if (!refusal) return callback(null, socket);
        socket.destroy();
        callback(new ForbiddenAddressError(`connected to a ${refusal}`), null);
      });
    },
  });
}

let publicAgent: Agent | undefined;
let internalAgent: Agent | undefined;

/** One pooled dispatcher per trust level, shared by every fetch of this process. */
export function feedDispatcher(internal: boolean): Agent {
  if (internal) return (internalAgent ??= guardedAgent(true));
  return (publicAgent ??= guardedAgent(false));
}

/** For endpoints the operator configures (the LLM): TLS, or a host that never leaves the machine. */
export function isHttpsOrLoopback(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return true;
  if (parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}
