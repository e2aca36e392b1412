import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { chmod, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateSigningKeys, loadOrCreatePrivateKey, loadPublicKey, loadPublicKeyFromEnv, PUBLIC_KEY_PATH, publicKeyOf } from './keys.js';

const LOADER = fileURLToPath(new URL('./testing/load-keys-in-rounds.ts', import.meta.url));
const PROCESSES = 4;
const ROUNDS = 50;

/** One process loading the key of each round's folder at the same moments as the others: started, then told when. */
function startLoader(base: string): { ready: Promise<void>; start: (at: number) => void; output: Promise<string> } {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', LOADER, base, String(ROUNDS)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let stdout = '';
  let readyNow: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (readyNow = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) readyNow();
  });
  const output = once(child, 'exit').then(([code]) => {
    expect(code).toBe(0);
    return stdout.slice('ready\n'.length);
  });
  return { ready, start: (at) => child.stdin.end(`${at}\n`), output };
}

describe('signing keys', () => {
  it('makes the private key file (owner-only) on the first start and reuses it afterwards', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'keys-')), 'nested', 'session.pem');
    const first = await loadOrCreatePrivateKey(file);
    expect(first.privateKey).toContain('BEGIN PRIVATE KEY');
    expect(first.publicKey).toContain('BEGIN PUBLIC KEY');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(file, '..'))).mode & 0o777).toBe(0o700);
    expect(await readFile(file, 'utf8')).toBe(first.privateKey);
    expect(await loadOrCreatePrivateKey(file)).toEqual(first);
  });

  it('several processes starting at once on an empty folder all end with the one same whole key', async () => {
    const base = await mkdtemp(join(tmpdir(), 'keys-'));
    const loaders = Array.from({ length: PROCESSES }, () => startLoader(base));
    // Once every process runs (tsx compiles on the way, slower on a busy machine), all start together.
    await Promise.all(loaders.map((loader) => loader.ready));
    const startAt = Date.now() + 200;
    for (const loader of loaders) loader.start(startAt);
    const outputs = await Promise.all(loaders.map((loader) => loader.output));
    const results = outputs.map((output) => JSON.parse(output) as Array<{ publicKey?: string; error?: string; late: boolean }>);
    let raced = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const dir = join(base, `round-${round}`, 'keys');
      const stored = await readFile(join(dir, 'session.pem'), 'utf8');
      const seen = results.map((rounds) => rounds[round]!);
      expect(seen.map((result) => result.error ?? result.publicKey), `round ${round}`).toEqual(Array(PROCESSES).fill(publicKeyOf(stored)));
      // Nothing else left in the folder (the losers' temporary files are gone).
      expect(await readdir(dir), `round ${round}`).toEqual(['session.pem']);
      if (!seen.some((result) => result.late)) raced++;
    }
    // The rounds count only if the processes ran them together.
    expect(raced).toBeGreaterThan(ROUNDS / 2);
  });

  it.each([0o640, 0o604, 0o644, 0o660])('refuses a private key file of mode %o, saying how to fix it', async (mode) => {
    const file = join(await mkdtemp(join(tmpdir(), 'keys-')), 'session.pem');
    await writeFile(file, generateSigningKeys().privateKey, { mode: 0o600 });
    await chmod(file, mode);
    await expect(loadOrCreatePrivateKey(file)).rejects.toThrow(`Refusing the key file ${file}: it is readable or writable by group or others (mode ${mode.toString(8)}); run \`chmod 600 ${file}\``);
    await chmod(file, 0o400);
    await expect(loadOrCreatePrivateKey(file)).resolves.toMatchObject({ privateKey: expect.stringContaining('PRIVATE KEY') });
  });

  it('reads a public key file others may read, and refuses one others may write', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'keys-')), 'session.pub.pem');
    const { publicKey } = generateSigningKeys();
    await writeFile(file, publicKey);
    await chmod(file, 0o644);
    await expect(loadPublicKey({ file })).resolves.toBe(publicKey);
    for (const mode of [0o664, 0o646]) {
      await chmod(file, mode);
      await expect(loadPublicKey({ file })).rejects.toThrow(/writable by group or others .*chmod go-w/);
    }
  });

  it("fetches the public key from svc-auth's endpoint, retrying until it answers, and refuses what is not a key", async () => {
    const { publicKey } = generateSigningKeys();
    let calls = 0;
    const server = createServer((request, response) => {
      calls++;
      if (request.url !== PUBLIC_KEY_PATH || calls < 3) return void response.writeHead(503).end();
      // A wrong answer (a proxy's page) counts as no answer: retried, and named if it never changes.
      const body = calls === 3 ? '<html>proxy error</html>' : publicKey;
      response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(loadPublicKeyFromEnv({ AUTH_URL: `http://127.0.0.1:${port}` })).resolves.toBe(publicKey);
      expect(calls).toBe(4);
    } finally {
      server.close();
    }
  });

  it('names a public-key answer that never is a key', async () => {
    const server = createServer((_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy error</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(loadPublicKey({ url: `http://127.0.0.1:${port}${PUBLIC_KEY_PATH}` }, 2, 10)).rejects.toThrow(/Could not fetch the public key .*is not a PEM public key/);
    } finally {
      server.close();
    }
  });

  it('refuses a configured public key that is not Ed25519', async () => {
    const { publicKey: rsa } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    await expect(loadPublicKey({ pem: rsa })).rejects.toThrow('The session public key from JWT_PUBLIC_KEY must be Ed25519, not rsa');
  });

  it('gives up with a clear error when nothing is configured or the URL never answers', async () => {
    await expect(loadPublicKey({})).rejects.toThrow(/JWT_PUBLIC_KEY/);
    await expect(loadPublicKey({ url: 'http://127.0.0.1:1/auth/public-key' }, 2, 10)).rejects.toThrow(/Could not fetch the public key/);
  });
});
