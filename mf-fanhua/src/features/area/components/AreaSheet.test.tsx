import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapArea } from '@citygames/contracts/fanhua/areas.schema';
import { AreaSheet } from './AreaSheet';

afterEach(cleanup);

const area: MapArea = {
  area_id: 7,
  name: '旧城·邮局',
  location: ['国定路与政学路交叉口', '门口有一辆生锈的自行车'],
  cx: 121.4658791,
  cy: 31.3204881,
  radius: 0.2,
  hidden: false,
  landmark: false,
  special: null,
  reward_level: 1,
};

const states = {
  rewards: [
    {
      id: 'g1',
      text: '各取所需',
      requires: [],
      gives: [{ type: 'food', arg: 'bread', count: 2, name: '面包' }],
      conds: [{ type: 'luck', arg: '', count: 8, name: '幸运' }],
    },
  ],
};

describe('AreaSheet', () => {
  it('shows the title, 6-decimal coordinates, radius, location lines and each list with its none text', () => {
    const onTrade = vi.fn();
    render(
      <AreaSheet
        area={area}
        states={states}
        opening={{ isOpen: true, time: '', dateTime: '' }}
        busy={false}
        onTrade={onTrade}
        onExecute={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No.07 旧城·邮局' })).toBeTruthy();
    expect(screen.getByText('坐标：31.320488, 121.465879')).toBeTruthy();
    expect(screen.getByText('探测半径：0.2 km')).toBeTruthy();
    expect(screen.getByText('门口有一辆生锈的自行车')).toBeTruthy();
    expect(screen.getByText('“各取所需”')).toBeTruthy();
    expect(screen.getByText('无需支付')).toBeTruthy();
    expect(screen.getByText('面包 ×2')).toBeTruthy();
    expect(screen.getByText('幸运 ×8')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '交易' }));
    expect(onTrade).toHaveBeenCalledWith(area, states.rewards[0]);
  });

  it("reads 'opens after 9:00' and is disabled before the opening time", () => {
    render(
      <AreaSheet
        area={area}
        states={states}
        opening={{ isOpen: false, time: '9:00', dateTime: '2025-07-12 9:00' }}
        busy={false}
        onTrade={vi.fn()}
        onExecute={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: '9:00 后开放' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a special area action with the execute button', () => {
    const onExecute = vi.fn();
    render(
      <AreaSheet
        area={{ ...area, special: 'exchange' }}
        states={{ special: { type: 'exchange', decrement: { type: 'strength', value: 2 }, increment: { type: 'luck', value: 12 } }, rewards: [] }}
        opening={{ isOpen: true, time: '', dateTime: '' }}
        busy={false}
        onTrade={vi.fn()}
        onExecute={onExecute}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('special-action').textContent).toBe('-2 力量 / +12 幸运');
    fireEvent.click(screen.getByRole('button', { name: '执行' }));
    expect(onExecute).toHaveBeenCalled();
  });
});
