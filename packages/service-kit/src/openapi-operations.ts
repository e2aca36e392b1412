// Helpers over the operations of an OpenAPI document, shared by each service's document
// (openapi.ts) and the gateway's merged one, so both say the same about the same route.
import { API_EXAMPLES } from '@tidings/contracts/api-examples';

export type JsonObject = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `GET /api/news/:id` for `get` and `/api/news/{id}`: how TOKEN_SCOPES and API_EXAMPLES name an operation. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** The document with each operation replaced by `change(operation, method, path)`. */
export function mapOperations<D extends { paths?: Record<string, JsonObject> }>(
  document: D,
  change: (operation: JsonObject, method: string, path: string) => JsonObject,
): D {
  const paths: Record<string, JsonObject> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([key, value]) => [key, HTTP_METHODS.includes(key) && isObject(value) ? change(value, key, path) : value]),
    );
  }
  return { ...document, paths };
}

/** The operation with its example (API_EXAMPLES) on each body media type and each path parameter. */
export function withExamples(operation: JsonObject, method: string, path: string): JsonObject {
  const example = API_EXAMPLES[routeKey(method, path)];
  if (!example) return operation;
  const out = { ...operation };
  const requestBody = operation.requestBody as { content?: Record<string, JsonObject> } | undefined;
  if (example.body !== undefined && requestBody?.content) {
    const content = Object.fromEntries(Object.entries(requestBody.content).map(([type, media]) => [type, { ...media, example: example.body }]));
    out.requestBody = { ...requestBody, content };
  }
  if (example.params && Array.isArray(operation.parameters)) {
    out.parameters = (operation.parameters as JsonObject[]).map((parameter) =>
      parameter.in === 'path' && typeof parameter.name === 'string' && example.params?.[parameter.name] !== undefined
        ? { ...parameter, example: example.params[parameter.name] }
        : parameter,
    );
  }
  return out;
}

/** Statuses that never carry a body (RFC 9110): a zod `null` schema on them documents none. */
const BODYLESS_STATUSES = new Set(['204', '304']);

/** The operation with its 204/304 answers stripped of the `content` a route's zod schema gave them. */
export function withoutBodylessContent(operation: JsonObject): JsonObject {
  const responses = operation.responses as Record<string, JsonObject> | undefined;
  if (!responses || !Object.keys(responses).some((status) => BODYLESS_STATUSES.has(status))) return operation;
  const stripped = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!BODYLESS_STATUSES.has(status)) return [status, response];
      const { content: _content, ...rest } = response;
      return [status, rest];
    }),
  );
  return { ...operation, responses: stripped };
}
