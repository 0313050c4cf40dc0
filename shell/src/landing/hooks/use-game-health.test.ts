import { describe, expect, it } from 'vitest';
import { checkGameHealth } from './use-game-health';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('checkGameHealth', () => {
  it('reads an open game and lets go of its answer, so no connection stays held until the time-out aborts it', async () => {
    const open = answer(200, { status: 'ok' });
    expect(await checkGameHealth('pilotsh', () => Promise.resolve(open))).toBe('open');
    expect(open.bodyUsed).toBe(true);
  });

  it("tells a busy service (503 SERVICE_BUSY) from a game the gateway says is off, and lets go of other answers' bodies too", async () => {
    expect(await checkGameHealth('pilotsh', () => Promise.resolve(answer(503, { error: 'SERVICE_BUSY' })))).toBe('busy');
    expect(await checkGameHealth('pilotsh', () => Promise.resolve(answer(503, { error: 'GAME_OFFLINE' })))).toBe('offline');
    const odd = answer(500, { error: 'INTERNAL' });
    expect(await checkGameHealth('pilotsh', () => Promise.resolve(odd))).toBe('unknown');
    expect(odd.bodyUsed).toBe(true);
    expect(await checkGameHealth('pilotsh', () => Promise.reject(new TypeError('Failed to fetch')))).toBe('unknown');
  });
});
