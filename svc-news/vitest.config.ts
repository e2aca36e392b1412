import { nodeTestProject } from '../test/node-test-project.js';

export default nodeTestProject({ name: 'svc-news', root: import.meta.dirname, engines: true });
