import { describe, expect, it } from 'vitest';
import { ADD_ASSET_TEXTS, addAssetProblem } from './admin.rules.js';
import { AddAssetInput } from './admin.schema.js';

describe('the add-asset forms’ check', () => {
  it('names the first problem as the service does', () => {
    expect(addAssetProblem({ teamId: '', type: 'luck', arg: '', count: '1' })).toBe(ADD_ASSET_TEXTS.teamRequired);
    expect(addAssetProblem({ teamId: 't', type: '', arg: '', count: '1' })).toBe(ADD_ASSET_TEXTS.typeIncomplete);
    expect(addAssetProblem({ teamId: 't', type: 'food', arg: '', count: '1' })).toBe(ADD_ASSET_TEXTS.typeIncomplete);
    expect(addAssetProblem({ teamId: 't', type: 'food', arg: 'mask', count: '1' })).toBe(ADD_ASSET_TEXTS.typeIncomplete);
    expect(addAssetProblem({ teamId: 't', type: 'food', arg: 'bread', count: '0' })).toBe(ADD_ASSET_TEXTS.badCount);
    expect(addAssetProblem({ teamId: 't', type: 'food', arg: 'bread', count: 'x' })).toBe(ADD_ASSET_TEXTS.badCount);
    expect(addAssetProblem({ teamId: 't', type: 'money', arg: '', count: '100001' })).toBe(ADD_ASSET_TEXTS.tooMany);
    expect(addAssetProblem({ teamId: 't', type: 'money', arg: '', count: ' 5 ' })).toBeNull();
  });

  it('says what the service’s schema says about a too large grant', () => {
    const parsed = AddAssetInput.safeParse({ team_id: 't', type: 'money', count: 100_001 });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(addAssetProblem({ teamId: 't', type: 'money', arg: '', count: '100001' }));
  });
});
