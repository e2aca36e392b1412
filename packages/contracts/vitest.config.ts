import { nodeTestProject } from '../../test/node-test-project.js';

export default nodeTestProject({ name: 'contracts', root: import.meta.dirname });
