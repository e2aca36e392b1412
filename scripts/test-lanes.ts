// `npm test` runs its vitest projects in two lanes at once. The services' integration tests spend
// much of their time waiting on engines, restarts and timers (one core's worth of CPU in all), so
// the web workspaces' unit tests — jsdom, pure CPU — and the lint and type checks run beside them
// on the second core: 655 s of vitest one after the other took 446 s side by side.
// Every vitest project (its `name`) belongs to exactly one lane (test/test-lanes.test.ts).

/** The lane whose output goes straight to the terminal. */
export const NODE_TEST_PROJECTS = ['contracts', 'service-kit', 'api-client', 'svc-*', 'gateway', 'repo'];
/** The lane beside it, with lint and the type checks first; its output is printed when it ends. */
export const WEB_TEST_PROJECTS = ['web-kit', 'shell', 'mf-*'];

/** vitest's `--project` arguments for a lane (wildcards as vitest reads them). */
export const projectArgs = (projects: string[]) => projects.flatMap((project) => ['--project', project]);
