// Dev server only (src/dev/create-shell-dev-config.ts): the page's one React Refresh runtime,
// published for the remote under development. The runtime must hook into React DevTools' global
// before react-dom starts, and react-dom is the shell's, so the shell carries it; a second copy
// in the remote would see the hook taken and never learn of the renderer.
import * as runtime from 'react-refresh/runtime';

globalThis.__TIDINGS_REACT_REFRESH_RUNTIME__ = runtime;
