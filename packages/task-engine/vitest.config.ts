import { serviceTestProject } from '../service-kit/src/testing/vitest-preset.js';

export default serviceTestProject('task-engine');
