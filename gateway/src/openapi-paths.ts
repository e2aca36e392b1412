// Two last touches of the merged document that tools rely on: OpenAPI forbids paths that differ
// only in their parameters' names (`/api/bookmarks/{userId}` for GET, `{newsId}` for POST, `{id}`
// for DELETE — one URL shape, three routes), and client generators name their functions after
// each operation's `operationId`.
type JsonObject = Record<string, unknown>;
type Parameter = JsonObject & { in?: string; name?: string; description?: string };

const OPERATIONS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const PARAMETER = /\{([^}]+)\}/g;

const shape = (path: string) => path.replace(PARAMETER, '{}');
const names = (path: string) => [...path.matchAll(PARAMETER)].map((match) => match[1] ?? '');

/** The operation with its path parameters renamed as `path` names them; each keeps its route's own name in its description. */
function renameParameters(operation: JsonObject, from: string, to: string): JsonObject {
  const renames = new Map(names(from).map((name, index) => [name, names(to)[index] ?? name]));
  const parameters = (operation.parameters as Parameter[] | undefined)?.map((parameter) => {
    const renamed = parameter.in === 'path' && parameter.name ? renames.get(parameter.name) : undefined;
    if (!renamed || renamed === parameter.name) return parameter;
    const note = `The route's \`${parameter.name}\`.`;
    return { ...parameter, name: renamed, description: parameter.description ? `${note} ${parameter.description}` : note };
  });
  return parameters ? { ...operation, parameters } : operation;
}

/**
 * Paths that differ only in parameter names joined under one (the first in sort order), each
 * operation's parameters renamed to match. The URLs a caller sends are the same.
 */
export function joinIdenticalPaths(paths: Record<string, JsonObject>): Record<string, JsonObject> {
  const canonical = new Map<string, string>();
  for (const path of Object.keys(paths).sort()) if (!canonical.has(shape(path))) canonical.set(shape(path), path);
  const joined: Record<string, JsonObject> = {};
  for (const [path, item] of Object.entries(paths)) {
    const target = canonical.get(shape(path)) ?? path;
    const into = (joined[target] ??= {});
    for (const [key, value] of Object.entries(item)) {
      if (into[key] !== undefined) continue;
      into[key] = target !== path && OPERATIONS.includes(key) ? renameParameters(value as JsonObject, path, target) : value;
    }
  }
  return joined;
}

const word = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `getNewsByIdSummary` for GET /api/news/{id}/summary: stable, readable function names for generated clients. */
export function operationId(method: string, path: string): string {
  const parts = path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      const words = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean).map(word).join('');
      return parameter ? `By${words}` : words;
    });
  return `${method.toLowerCase()}${parts.join('')}`;
}

/** Every operation given its operationId unless it has one. */
export function withOperationIds(paths: Record<string, JsonObject>): Record<string, JsonObject> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) =>
          OPERATIONS.includes(key) && typeof value === 'object' && value !== null && !('operationId' in value) ? [key, { operationId: operationId(key, path), ...value }] : [key, value],
        ),
      ),
    ]),
  );
}
