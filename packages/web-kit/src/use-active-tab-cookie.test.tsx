import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readActiveTabCookie, useActiveTabCookie, writeActiveTabCookie } from './use-active-tab-cookie';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/pilotsh`;
    }
  }
}

beforeEach(() => {
  window.history.replaceState(null, '', '/pilotsh/tasks');
  clearCookies();
});
afterEach(() => {
  cleanup();
  window.name = '';
  vi.restoreAllMocks();
});

describe('useActiveTabCookie', () => {
  it('starts on the game default and remembers the chosen tab in the activeTab cookie', () => {
    const { result } = renderHook(() => useActiveTabCookie('pilotsh', 'submit', ['submit', 'progress', 'props'] as const));
    expect(result.current[0]).toBe('submit');
    act(() => result.current[1]('progress'));
    expect(result.current[0]).toBe('progress');
    expect(readActiveTabCookie()).toBe('progress');
    const again = renderHook(() => useActiveTabCookie('pilotsh', 'submit', ['submit', 'progress', 'props'] as const));
    expect(again.result.current[0]).toBe('progress');
  });

  it("falls back to the default when the stored tab is not one of this screen's tabs", () => {
    document.cookie = 'activeTab=admin; path=/pilotsh';
    const { result } = renderHook(() => useActiveTabCookie('pilotsh', 'submit', ['submit', 'progress'] as const));
    expect(result.current[0]).toBe('submit');
  });

  it("keeps the console preview frame's tab in a cookie of its own, leaving the player's", () => {
    writeActiveTabCookie('pilotsh', 'progress');
    window.name = 'citygames-preview-pilotsh';
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(readActiveTabCookie()).toBeUndefined();
    writeActiveTabCookie('pilotsh', 'props');
    expect(readActiveTabCookie()).toBe('props');
    window.name = '';
    expect(readActiveTabCookie()).toBe('progress');
  });
});
