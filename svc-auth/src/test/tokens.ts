import { sign } from 'node:crypto';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Builds a JWT by hand, so tests can make the tokens an attacker would: signed with another key,
 * with a changed payload, expired, or unsigned (`alg: none`, pass `null` as the key).
 */
export function craftToken(header: Record<string, unknown>, payload: Record<string, unknown>, privateKeyPem: string | null): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = privateKeyPem ? sign(null, Buffer.from(signingInput), privateKeyPem).toString('base64url') : '';
  return `${signingInput}.${signature}`;
}

export function decodePayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
