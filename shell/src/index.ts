import { disableZodEval } from './lib/zod-without-eval';

// Before any zod copy builds a schema (a plain module: no shared singleton involved).
disableZodEval();
// Async boundary: Module Federation negotiates the shared singletons (react, react-query, the
// web-kit stores…) before any of them is evaluated. Never import app code eagerly here.
// The chunk is named so index.html can preload it (rspack-config's create-shell-config).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
