import { serviceTestProject } from '../packages/service-kit/src/testing/vitest-preset.js';

export default serviceTestProject('svc-auth');
