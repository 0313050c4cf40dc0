import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canUseServiceWorker } from './register-service-worker';
import { announceUpdate } from './update-ready';
import { UPDATE_PROMPT_TEXT, UpdatePrompt } from './UpdatePrompt';

afterEach(cleanup);

describe('UpdatePrompt', () => {
  it('appears when a new version is waiting and switches to it on a tap', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_PROMPT_TEXT)).toBeNull();
    const activate = vi.fn();
    act(() => announceUpdate(activate));
    fireEvent.click(screen.getByRole('button', { name: UPDATE_PROMPT_TEXT }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

describe('canUseServiceWorker', () => {
  const withWorker = { serviceWorker: {} } as unknown as Navigator;
  it('only in a secure context (https or localhost) of a browser that has service workers', () => {
    expect(canUseServiceWorker({ isSecureContext: true, navigator: withWorker })).toBe(true);
    expect(canUseServiceWorker({ isSecureContext: false, navigator: withWorker })).toBe(false);
    expect(canUseServiceWorker({ isSecureContext: true, navigator: {} as Navigator })).toBe(false);
  });
});
