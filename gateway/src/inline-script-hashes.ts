import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

// shell/index.html sets the theme with an inline script before the first paint (no flash of the
// wrong theme). The CSP allows that script, and no other inline script, by its hash. The hash is
// taken from the built page the gateway serves, after the build's minifier ran, so the two cannot
// drift; a new shell build with a different script needs a gateway restart, as a deploy does.

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` CSP sources for each inline script of a page (those with content). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The hashes of the built shell page, or none when it is not built (then / answers 503). */
export function shellInlineScriptHashes(indexHtmlPath: string): string[] {
  return existsSync(indexHtmlPath) ? inlineScriptHashes(readFileSync(indexHtmlPath, 'utf8')) : [];
}
