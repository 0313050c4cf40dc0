import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS } from '@citygames/web-kit/after-first-screen';
import { INSTALL_MANIFEST_URL, linkInstallManifestLater } from './install-manifest';

const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('linkInstallManifestLater', () => {
  it('names the install manifest only once the first screen is done, and only once', () => {
    vi.useFakeTimers();
    linkInstallManifestLater();
    linkInstallManifestLater();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(manifestLinks()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(manifestLinks().map((link) => new URL(link.href).pathname)).toEqual([INSTALL_MANIFEST_URL]);
  });
});
