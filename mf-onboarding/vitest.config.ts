import { webTestProject } from '../test/web-test-project.js';

export default webTestProject({ name: 'mf-onboarding', root: import.meta.dirname });
