import { webTestProject } from '../../test/web-test-project.js';

export default webTestProject({ name: 'web-kit', root: import.meta.dirname });
