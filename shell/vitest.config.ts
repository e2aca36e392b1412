import { webTestProject } from '../test/web-test-project.js';

export default webTestProject({ name: 'shell', root: import.meta.dirname });
