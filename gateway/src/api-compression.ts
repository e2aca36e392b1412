import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Below this an answer (the user, a bookmark check, a 202) gains a few dozen bytes at best, less
 * than the CPU and the Content-Encoding header cost; above it, the feed's page of 30 stories
 * (~25 KB of JSON) shrinks about four times on the feed's critical path.
 */
export const COMPRESS_MIN_BYTES = 1024;
/** Fast levels: compressed per request, on the gateway's event loop's thread pool. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const TEXTUAL = /^(application\/(json|problem\+json)|text\/)/i;

/** br if the client takes it (q > 0), else gzip, else nothing. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses a buffered upstream answer for this client when it is textual, large enough, not
 * already encoded and not marked no-transform; sets Content-Encoding and Vary. The services
 * send no ETags, so none needs to change with the encoding.
 */
export async function compressApiAnswer(request: FastifyRequest, reply: FastifyReply, payload: Buffer): Promise<Buffer> {
  if (payload.length < COMPRESS_MIN_BYTES) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!TEXTUAL.test(type) || reply.getHeader('content-encoding') !== undefined) return payload;
  if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed =
    encoding === 'br'
      ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
      : await gzipAsync(payload, { level: GZIP_LEVEL });
  reply.header('content-encoding', encoding);
  reply.header('content-length', compressed.length);
  return compressed;
}

function varyWithAcceptEncoding(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' || typeof current === 'number' ? String(current) : '';
  if (!value) return 'accept-encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value) ? value : `${value}, accept-encoding`;
}
