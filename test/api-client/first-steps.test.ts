// The client's example script, run as a developer would (`tsx examples/first-steps.ts`) against a
// whole stack behind a real gateway, signed in with a personal access token only.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { startGatewayStack, type GatewayStack } from '../gateway-stack.js';
import { userWithToken } from './stack-token.js';

const ROOT = join(import.meta.dirname, '..', '..');
const EXAMPLE = join(ROOT, 'packages', 'api-client', 'examples', 'first-steps.ts');

function runExample(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx/esm', EXAMPLE], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('packages/api-client/examples/first-steps.ts', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack();
    await seed(stack.news.app, [article({ title: 'Harbour reopens after the storm' }), article()]);
  });
  afterAll(() => stack?.close());

  it('reads the feed, bookmarks the first story and prints the streak, with a token alone', async () => {
    const { id, cookie, token } = await userWithToken(stack, ['read', 'write']);
    const { code, output } = await runExample({ TIDINGS_URL: stack.url, TIDINGS_TOKEN: token });
    expect(code, output).toBe(0);
    expect(output).toMatch(/The feed has [1-9]\d* stories\./);
    expect(output).toMatch(/Streak: \d+ day\(s\) \(best \d+\), \d+ read today\./);
    // The bookmark is there when the user looks in the app (their browser session).
    const bookmarked = /Bookmarked (\S+)\./.exec(output)?.[1];
    const bookmarks = await stack.gateway.inject({ url: `/api/bookmarks/${id}`, headers: { cookie } });
    expect(bookmarks.json<{ news: { id: string } }[]>().map((bookmark) => bookmark.news.id)).toEqual([bookmarked]);
  });

  it('stops with the answer when the token lacks the write scope', async () => {
    const { token } = await userWithToken(stack, ['read']);
    const { code, output } = await runExample({ TIDINGS_URL: stack.url, TIDINGS_TOKEN: token });
    expect(output).toMatch(/Bookmarking failed: 403 TOKEN_SCOPE_MISSING/);
    expect(code).not.toBe(0);
  });
});
