import { webTestProject } from '../test/web-test-project.js';

export default webTestProject({ name: 'mf-profile', root: import.meta.dirname });
