import { webTestProject } from '../test/web-test-project.js';

export default webTestProject({ name: 'mf-feed', root: import.meta.dirname });
