import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, whitespace included', () => {
    const body = "\n  (function(){var d=localStorage.getItem('tidings-theme')==='dark';})();\n";
    expect(inlineScriptHashes(`<head><script>${body}</script></head>`)).toEqual([sha256(body)]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    const html = '<script defer src="/main.1a2b3c4d5e.js"></script><script type="module" src="/x.js"></script><script> </script><SCRIPT>a()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><html><body><div id="root"></div></body></html>')).toEqual([]);
  });
});
