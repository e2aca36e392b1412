// `npm run lint:api`: builds the merged OpenAPI document as the gateway serves it (in-process,
// scripts/api-document.ts) and lints it with Redocly CLI (packages/api-client/redocly.yaml: the
// recommended rules). Any error fails; warnings are printed. Redocly runs offline here: its
// telemetry and update notices are switched off, and the document has no remote references.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiDocument, withMongo } from './api-document.js';
import { lintWithRedocly } from './redocly.js';

/** Lints `document`; true when Redocly finds no error. */
async function lintApiDocument(document: object): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'tidings-lint-api-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    return await lintWithRedocly(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await lintApiDocument(await withMongo(buildApiDocument))) ? 0 : 1);
}
