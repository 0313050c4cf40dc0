import { describe, expect, it } from 'vitest';
import { checkRadioDelivery } from '../lib/event-day-checks.mjs';
import type { Phone } from '../lib/event-day-phones.mjs';

type Radio = NonNullable<Phone['radio']>;

/** A fanhua phone with only what the check reads: its player and its radio's connections and arrivals. */
function phoneWith(playerId: string, connections: Radio['connections'], arrivals: Radio['arrivals']): Phone {
  return { playerId, game: 'fanhua', radio: { connections, arrivals } } as unknown as Phone;
}

describe('radio delivery check', () => {
  const sent = [
    { seq: 1, title: '压测广播0', sentAt: 1000, ackedAt: 1100 },
    { seq: 2, title: '压测广播2', sentAt: 5000, ackedAt: 5100 },
  ];

  it('expects a message live on every connection held from before it was sent until after its acknowledgement', () => {
    const phone = phoneWith(
      'p1',
      [{ id: 0, readyAt: 500, endedAt: null }],
      [
        { seq: 1, at: 1050, connection: 0 },
        { seq: 2, at: 5300, connection: 0 },
      ],
    );
    const result = checkRadioDelivery([phone], sent);
    expect(result.expectedLive).toBe(2);
    expect(result.missedLive).toEqual([]);
    expect(result.neverArrived).toEqual([]);
    expect(result.liveDelays).toEqual([50, 300]);
  });

  it('reports a message that a held connection did not get, even if a later connection brought it', () => {
    const phone = phoneWith(
      'p2',
      [
        { id: 0, readyAt: 500, endedAt: 8000 },
        { id: 1, readyAt: 9000, endedAt: null },
      ],
      [
        { seq: 1, at: 1050, connection: 0 },
        { seq: 2, at: 9001, connection: 1 },
      ],
    );
    const result = checkRadioDelivery([phone], sent);
    expect(result.missedLive).toEqual([{ player: 'p2', seq: 2 }]);
    expect(result.neverArrived).toEqual([]);
  });

  it('expects nothing live on a connection that was down while a message was sent, but expects it by the end', () => {
    const phone = phoneWith('p3', [{ id: 0, readyAt: 500, endedAt: 4000 }], [{ seq: 1, at: 1050, connection: 0 }]);
    const result = checkRadioDelivery([phone], sent);
    expect(result.expectedLive).toBe(1);
    expect(result.missedLive).toEqual([]);
    expect(result.neverArrived).toEqual([{ player: 'p3', seq: 2 }]);
  });
});
