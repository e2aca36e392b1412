import { nodeTestProject } from '../../test/node-test-project.js';

export default nodeTestProject({ name: 'api-client', root: import.meta.dirname });
