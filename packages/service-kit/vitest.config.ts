import { nodeTestProject } from '../../test/node-test-project.js';

export default nodeTestProject({ name: 'service-kit', root: import.meta.dirname });
