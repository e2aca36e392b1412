// Rspack replaces `process.env.NODE_ENV` at build time (optimization.nodeEnv); there is no
// `process` in the browser otherwise.
declare const process: { readonly env: { readonly NODE_ENV?: string } };
