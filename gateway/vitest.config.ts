import { nodeTestProject } from '../test/node-test-project.js';

export default nodeTestProject({ name: 'gateway', root: import.meta.dirname });
