import { beforeEach, describe, expect, it } from 'vitest';
import { clearToken, getFanhuaRole, getFanhuaUser, getToken, setFanhuaSession, setToken } from './token-store';

beforeEach(() => localStorage.clear());

describe('token store', () => {
  it('keeps one token per game under <game>.token', () => {
    setToken('pilotsh', 'a');
    setToken('polish120', 'b');
    expect(localStorage.getItem('pilotsh.token')).toBe('a');
    expect(getToken('polish120')).toBe('b');
    clearToken('pilotsh');
    expect(getToken('pilotsh')).toBeNull();
    expect(getToken('polish120')).toBe('b');
  });

  it('stores the fanhua user and role, defaulting the role to user', () => {
    setFanhuaSession({ token: 't', user: { id: 'u1', role: 'admin', name: '老张' } });
    expect(getToken('fanhua')).toBe('t');
    expect(getFanhuaRole()).toBe('admin');
    expect(getFanhuaUser()).toEqual({ id: 'u1', role: 'admin', name: '老张' });
    clearToken('fanhua');
    expect(getFanhuaUser()).toBeNull();
    expect(getFanhuaRole()).toBe('user');
    expect(localStorage.getItem('fanhua.role')).toBeNull();
  });
});
