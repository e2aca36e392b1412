// Async boundary: Module Federation negotiates the shared singletons (react, react-query, the
// web-kit stores…) before any of them is evaluated. Never import app code eagerly here.
void import('./bootstrap');
