import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges (loopback 127/8 and ::1, linklocal, uniquelocal = private). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Who may set `X-Forwarded-*` for this server, in proxy-addr syntax: a comma list of
 * `loopback`/`linklocal`/`uniquelocal`, addresses and CIDR ranges (`172.28.0.0/16`). Unset or
 * empty takes `fallback`; `none` trusts nobody (the client's socket address is the client).
 * Answers what Fastify's `trustProxy` takes.
 */
export const trustedProxiesVar = (fallback: string | false) =>
  z
    .string()
    .optional()
    .transform((value, ctx): string | false => {
      const text = value?.trim();
      if (!text) return fallback;
      if (text === 'none') return false;
      const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
      const bad = entries.filter((entry) => !validEntry(entry));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `${bad.map((entry) => `"${entry}"`).join(', ')}: not loopback, linklocal, uniquelocal, an IP or a CIDR range` });
        return z.NEVER;
      }
      return entries.join(', ');
    });
