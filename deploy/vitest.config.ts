import { serviceTestProject } from '../packages/service-kit/src/testing/vitest-preset.js';

/** Tests of the deployment files (compose, Dockerfiles, Kubernetes) and of the backup scripts (which need MongoDB). */
export default serviceTestProject('deploy');
