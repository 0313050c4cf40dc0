import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePhoneLoginRemote } from '@citygames/web-kit/testing/phone-login-remote-suite';
import App from '../../App';

// The auth screen's own rules are tested in packages/web-kit/src/auth, and what every phone-login game
// does with its fields, calls, storage and routes in the shared suite; here: what only pilotsh does.

const { renderAt } = describePhoneLoginRemote({ game: 'pilotsh', App });

describe('pilotsh routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderAt('/pilotsh/no-such-page');
    expect(await screen.findByText('页面未找到')).toBeTruthy();
  });
});
