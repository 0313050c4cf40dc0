import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateTeamForm } from './CreateTeamForm';

afterEach(cleanup);

function fill(name: string) {
  const onCreate = vi.fn(async () => true);
  render(<CreateTeamForm onCreate={onCreate} />);
  fireEvent.change(screen.getByLabelText('队名'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('队长手机号（须已注册）'), { target: { value: '13700000011' } });
  fireEvent.click(screen.getByRole('button', { name: '创建' }));
  return onCreate;
}

describe('the create-team form', () => {
  it('refuses a name with a zero-width character before sending it', () => {
    const onCreate = fill('猛龙队\u200B');
    expect(screen.getByRole('alert').textContent).toBe('队名不能包含零宽字符等看不见的字符');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the name as it will be shown (full-width letters made ordinary)', () => {
    const onCreate = fill(' Ｔｉｇｅｒｓ ');
    expect(onCreate).toHaveBeenCalledWith('Tigers', '13700000011');
  });
});
