import { webTestProject } from '../test/web-test-project.js';

export default webTestProject({ name: 'mf-discover', root: import.meta.dirname });
