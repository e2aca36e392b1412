// Rspack replaces `process.env.NODE_ENV` at build time (optimization.nodeEnv); there is no
// `process` in the browser otherwise.
// TIDINGS_DEV_REMOTE: set only by a remote's dev server, for the standalone page (src/standalone).
declare const process: { readonly env: { readonly NODE_ENV?: string; readonly TIDINGS_DEV_REMOTE?: string } };

// Generated at build time from the registry's `early` entries (rspack-config's early-start.ts).
declare module 'tidings-early-shared' {
  export const EARLY_SHARED: import('./features/remotes/start-remotes-early').EarlySharedImports;
}
