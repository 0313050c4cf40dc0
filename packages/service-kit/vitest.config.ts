import { serviceTestProject } from './src/testing/vitest-preset.js';

export default serviceTestProject('service-kit');
