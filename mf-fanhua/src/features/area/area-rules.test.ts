import { describe, expect, it } from 'vitest';
import { areaColour, describeSpecial, LANDMARK_COLOUR, LEVEL_COLOURS, openingState, SPECIAL_COLOUR } from './area-rules';

const event = {
  name: '测试',
  timezone: 'Asia/Shanghai',
  opensAt: '2025-07-12T01:00:00.000Z',
  isOpen: false,
  serverTime: '2025-07-12T00:00:00.000Z',
  mapCenter: { lat: 31, lng: 121 },
  coordinateSystem: 'WGS-84' as const,
};

describe('area colours', () => {
  it('purple landmarks, pink specials, grey to deepest green by reward count (clipped at 4)', () => {
    expect(areaColour({ landmark: true, special: 'add', reward_level: 3 })).toBe(LANDMARK_COLOUR);
    expect(areaColour({ landmark: false, special: 'bless', reward_level: 0 })).toBe(SPECIAL_COLOUR);
    expect(areaColour({ landmark: false, special: null, reward_level: 0 })).toBe(LEVEL_COLOURS[0]);
    expect(areaColour({ landmark: false, special: null, reward_level: 9 })).toBe(LEVEL_COLOURS[4]);
  });
});

describe('special action lines', () => {
  it('reads +value type and -value type / +value type', () => {
    expect(describeSpecial({ type: 'add', increment: { type: 'intelligence', value: 10 } })).toBe('+10 智力');
    expect(describeSpecial({ type: 'exchange', decrement: { type: 'strength', value: 2 }, increment: { type: 'luck', value: 15 } })).toBe('-2 力量 / +15 幸运');
    expect(describeSpecial({ type: 'bless' })).toBe('???');
  });
});

describe('opening time', () => {
  it('is judged with the server clock and shown in the event time zone', () => {
    const localNow = Date.parse('2025-07-12T00:59:00.000Z');
    expect(openingState(event, 0, localNow)).toEqual({ isOpen: false, time: '9:00', dateTime: '2025-07-12 9:00' });
    // the phone's clock is 2 minutes behind the server: already open
    expect(openingState(event, 120_000, localNow).isOpen).toBe(true);
    expect(openingState({ ...event, opensAt: null }, 0, localNow).isOpen).toBe(true);
  });

  it('stays open once the server said so, whatever skew an old cached answer suggests', () => {
    const localNow = Date.parse('2025-07-12T03:00:00.000Z');
    expect(openingState({ ...event, isOpen: true }, -6 * 3_600_000, localNow).isOpen).toBe(true);
    expect(openingState({ ...event, isOpen: false }, -6 * 3_600_000, localNow).isOpen).toBe(false);
  });
});
