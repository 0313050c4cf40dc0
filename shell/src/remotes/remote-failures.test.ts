import { describe, expect, it } from 'vitest';
import { forgetRemoteFailure, lastRemoteFailure, recordRemoteFailure, remoteNameOf } from './remote-failures';

describe('remote failures', () => {
  it('maps module ids and manifest URLs to the remote name', () => {
    expect(remoteNameOf('mf_fanhua/App')).toBe('mf_fanhua');
    expect(remoteNameOf('http://x/remotes/polish120/mf-manifest.json')).toBe('mf_polish120');
    expect(remoteNameOf('react')).toBeUndefined();
  });

  it('remembers the last failure per remote until forgotten', () => {
    recordRemoteFailure('/remotes/pilotsh/mf-manifest.json', 'afterResolve', new Error('manifest 404'));
    expect(lastRemoteFailure('mf_pilotsh')).toEqual({ remote: 'mf_pilotsh', lifecycle: 'afterResolve', message: 'manifest 404' });
    expect(lastRemoteFailure('mf_fanhua')).toBeUndefined();
    forgetRemoteFailure('mf_pilotsh');
    expect(lastRemoteFailure('mf_pilotsh')).toBeUndefined();
  });
});
