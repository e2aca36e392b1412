import { createServer } from 'node:http';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreatePrivateKey, loadPublicKey, loadPublicKeyFromEnv, PUBLIC_KEY_PATH } from './keys.js';

describe('signing keys', () => {
  it('makes the private key file (owner-only) on the first start and reuses it afterwards', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'keys-')), 'nested', 'session.pem');
    const first = await loadOrCreatePrivateKey(file);
    expect(first.privateKey).toContain('BEGIN PRIVATE KEY');
    expect(first.publicKey).toContain('BEGIN PUBLIC KEY');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(first.privateKey);
    expect(await loadOrCreatePrivateKey(file)).toEqual(first);
  });

  it("fetches the public key from svc-auth's endpoint, retrying until it answers", async () => {
    let calls = 0;
    const server = createServer((request, response) => {
      calls++;
      if (request.url !== PUBLIC_KEY_PATH || calls < 3) return void response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'text/plain' }).end('PEM');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(loadPublicKeyFromEnv({ AUTH_URL: `http://127.0.0.1:${port}` })).resolves.toBe('PEM');
      expect(calls).toBe(3);
    } finally {
      server.close();
    }
  });

  it('gives up with a clear error when nothing is configured or the URL never answers', async () => {
    await expect(loadPublicKey({})).rejects.toThrow(/JWT_PUBLIC_KEY/);
    await expect(loadPublicKey({ url: 'http://127.0.0.1:1/auth/public-key' }, 2, 10)).rejects.toThrow(/Could not fetch the public key/);
  });
});
