import { nodeTestProject } from '../test/node-test-project.js';

export default nodeTestProject({ name: 'svc-tracking', root: import.meta.dirname, engines: true });
