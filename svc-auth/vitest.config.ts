import { nodeTestProject } from '../test/node-test-project.js';

export default nodeTestProject({ name: 'svc-auth', root: import.meta.dirname, engines: true });
