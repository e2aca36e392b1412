// The gateway starts as the services do (service-kit's startService): its own process, so these
// spawn `server.ts` rather than build the app in-process.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keys } from './test/helpers.js';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the gateway with `env` (and nothing of this process's own configuration); `whenListening` runs once it listens. */
async function runGateway(env: Record<string, string>, whenListening?: (stop: () => void) => void): Promise<Exit> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH, NATS_URL: 'nats://127.0.0.1:1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (whenListening && stdout.includes('Server listening')) {
      const stop = () => child.kill('SIGTERM');
      whenListening(stop);
      whenListening = undefined;
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

const logLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; service?: string });

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

describe('the gateway process', () => {
  it('lists every bad variable, named as the gateway, and exits 1', async () => {
    const result = await runGateway({ PORT: 'eighty', UPSTREAM_TIMEOUT_MS: '-1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^gateway: /);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('UPSTREAM_TIMEOUT_MS');
  }, 30_000);

  it('logs a start that fails (no session key) as fatal and exits 1', async () => {
    const result = await runGateway({ PORT: String(await freePort()), JWT_PUBLIC_KEY_FILE: '/nonexistent/session.pub' });
    expect(result.code).toBe(1);
    expect(logLines(result.stdout)).toContainEqual(expect.objectContaining({ level: 60, msg: 'start failed', service: 'gateway' }));
  }, 30_000);

  it('listens, and on SIGTERM closes and exits 0', async () => {
    const port = await freePort();
    let answered: number | undefined;
    const result = await runGateway({ PORT: String(port), JWT_PUBLIC_KEY: keys.publicKey, WEB_ROOT: '/nonexistent' }, (stop) => {
      void fetch(`http://127.0.0.1:${port}/healthz`)
        .then((response) => (answered = response.status))
        .finally(stop);
    });
    expect(answered).toBe(200);
    expect(result.code).toBe(0);
    expect(logLines(result.stdout)).toContainEqual(expect.objectContaining({ msg: 'shutting down', service: 'gateway' }));
  }, 30_000);
});
