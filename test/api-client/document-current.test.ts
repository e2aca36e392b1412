// The committed OpenAPI document and the client types generated from it (packages/api-client)
// must be what the routes give today: otherwise `npm run generate:api` was forgotten, and the
// typed client would promise what the API no longer does.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApiDocument } from '../../scripts/api-document.js';
import { apiClientFiles, committedApiClientFiles } from '../../scripts/generate-api-client.js';

describe('packages/api-client', () => {
  it('holds the document and types of the routes as they are (else run `npm run generate:api`)', async () => {
    const fresh = await apiClientFiles(await buildApiDocument(inject('mongoUrl')));
    const committed = committedApiClientFiles();
    expect(committed.document === fresh.document, 'openapi.json is out of date: run `npm run generate:api`').toBe(true);
    expect(committed.schema === fresh.schema, 'src/schema.d.ts is out of date: run `npm run generate:api`').toBe(true);
  });
});
