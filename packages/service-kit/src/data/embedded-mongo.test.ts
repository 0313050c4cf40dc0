import { describe, expect, it } from 'vitest';
import { JONGODB_BINARY_PACKAGE, noEmbeddedLaneMessage } from './embedded-mongo.js';

describe('a machine without an embedded MongoDB', () => {
  it('is told every lane there is and how to choose one', () => {
    const message = noEmbeddedLaneMessage('Error: Download failed for url https://fastdl.example/mongodb.tgz\n    at …');
    expect(message).toContain('拿不到真实 mongod（Error: Download failed');
    expect(message).toContain(JONGODB_BINARY_PACKAGE);
    expect(message).toContain('npm run mongod:fetch');
    expect(message).toContain('MONGODB_URI=');
    expect(message).toContain('docker run');
    expect(message).not.toContain('    at');
  });
});
