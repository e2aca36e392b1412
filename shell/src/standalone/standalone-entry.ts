import { disableZodEval } from '../lib/zod-without-eval';

// /standalone of a remote's dev server (scripts/remote-dev.ts): that remote's screens alone,
// with the shell's providers. Built only by rspack-config's create-shell-dev-config, never by a
// production build. The same async boundary as src/index.ts, for the same shared singletons.
disableZodEval();
void import('./standalone-bootstrap');
