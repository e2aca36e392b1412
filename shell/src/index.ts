// Async boundary: Module Federation negotiates the shared singletons (react, react-query, the
// web-kit stores…) before any of them is evaluated. Never import app code eagerly here.
// The chunk is named so index.html can preload it (rspack-config's create-shell-config).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
