import { nodeTestProject } from './node-test-project.js';

// Repository-level checks: the docker-compose shape, and behaviour that crosses services (built
// in-process against the real engines, like each service's own tests).
export default nodeTestProject({ name: 'repo', root: import.meta.dirname, engines: true, include: ['**/*.test.ts'] });
