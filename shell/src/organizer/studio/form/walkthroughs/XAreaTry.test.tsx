import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { XAreaTry } from './XAreaTry';

afterEach(cleanup);

const area = {
  stage1: { answers: ['十号线', 'line 10'], nearMisses: ['陕西南路', '新天地'] },
  stage2: { stations: { x1: { label: '第一站', answers: ['陕西南路'] }, x2: { label: '第二站', answers: ['南京东路'] } } },
};

function tryGuess(guess: string) {
  fireEvent.change(screen.getByPlaceholderText('输入队伍可能的回答'), { target: { value: guess } });
  return screen.getByText(/算对|很接近了|不算对/).textContent;
}

describe('XAreaTry', () => {
  it('judges a guess with the service’s rules: the area (normalised), a near miss, a station, or neither', () => {
    render(<XAreaTry value={area} />);
    expect(tryGuess('Line10！')).toBe('✓ 阶段 1 算对：找到了 X 区域');
    expect(tryGuess('新天地站')).toBe('≈ 阶段 1 提示「很接近了」');
    expect(tryGuess('南京 东路。')).toBe('✓ 阶段 2 算对：站点 2 的站名');
    expect(tryGuess('人民广场')).toBe('✗ 不算对');
  });

  it('says both when a station is also a near miss while the team still looks for the area', () => {
    render(<XAreaTry value={area} />);
    expect(tryGuess('陕西南路')).toBe('≈ 阶段 1 提示「很接近了」；✓ 阶段 2 算对：站点 1 的站名');
  });
});
