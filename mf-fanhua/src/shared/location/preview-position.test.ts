import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewFrameName } from '@citygames/web-kit/preview/preview-mode';
import { LocationError, requestPosition } from './geolocation';

afterEach(() => {
  window.name = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the position in the console preview frame', () => {
  it('is the one the console picked, never the browser fix', async () => {
    const browser = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: browser } });
    window.name = previewFrameName('fanhua');
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await expect(requestPosition(1000)).rejects.toEqual(new LocationError('unavailable'));
    localStorage.setItem('preview:fanhua.simulatedPosition', JSON.stringify({ lat: 31.2, lng: 121.5, accuracy: 8 }));
    await expect(requestPosition(1000)).resolves.toMatchObject({ lat: 31.2, lng: 121.5, accuracy: 8 });
    expect(browser).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
