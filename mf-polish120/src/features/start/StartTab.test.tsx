import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderScreen, STARTED_STATUS } from '../../test-support/render-with-app';
import { StartTab } from './StartTab';

const DEMO_FORMAT = { length: 4, requiredCharacters: ['年', '月', '日', '时'], message: '请输入正确的四个字：年月日时', placeholder: '四个字' };
const QUESTION = {
  questionHtml: '<p>罗盘四层？</p>',
  answerFormat: DEMO_FORMAT,
  answered: false,
  started: false,
  answerTextHtml: null,
  calibrationHtml: null,
  referenceImage: null,
  secondQuestionHtml: null,
};
const REVEALED = {
  answerTextHtml: '<p>答案是年月日时</p>',
  calibrationHtml: '<p>平放手机</p>',
  referenceImage: { src: 'data:image/svg+xml,<svg/>', alt: '参考图' },
  secondQuestionHtml: '<p>四个地铁站 ABDC</p>',
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const answerWith = (value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: '四个字' }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
};

describe('StartTab', () => {
  it("takes the format rule from the server: another pack's answer is sent, its own alert shown", async () => {
    const compass = { length: 4, requiredCharacters: ['东', '南', '西', '北'], message: '请写出四个方位字', placeholder: '四个方位' };
    const backend = fakeBackend({
      'GET /api/polish120/start': () => ok({ ...QUESTION, answerFormat: compass }),
      'POST /api/polish120/start/answer': () => ok({ isCorrect: false, message: '答案不正确，请再想一想' }),
    });
    renderScreen(<StartTab />);
    await screen.findByText('罗盘四层？');
    const field = screen.getByRole('textbox', { name: '四个方位' });
    fireEvent.change(field, { target: { value: '年月日时' } });
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('请写出四个方位字')).toBeTruthy();
    expect(backend.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '北西南东' } });
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('答案不正确，请再想一想')).toBeTruthy();
    expect(backend.calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: '北西南东' });
  });

  it('alerts on a wrong format without asking the server', async () => {
    const backend = fakeBackend({ 'GET /api/polish120/start': () => ok(QUESTION) });
    renderScreen(<StartTab />);
    await screen.findByText('罗盘四层？');
    answerWith('年月日');
    expect(await screen.findByText('请输入正确的四个字：年月日时')).toBeTruthy();
    expect(backend.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server verdict for a wrong answer and does not start', async () => {
    const backend = fakeBackend({
      'GET /api/polish120/start': () => ok(QUESTION),
      'POST /api/polish120/start/answer': () => ok({ isCorrect: false, message: '答案不正确，请再想一想' }),
    });
    renderScreen(<StartTab />);
    await screen.findByText('罗盘四层？');
    answerWith('时日月年');
    expect(await screen.findByText('答案不正确，请再想一想')).toBeTruthy();
    expect(backend.calls.some((call) => call.path === '/api/polish120/team/status')).toBe(false);
  });

  it('starts the team only after the server accepted the answer', async () => {
    let started = false;
    const backend = fakeBackend({
      'GET /api/polish120/start': () => ok(started ? { ...QUESTION, ...REVEALED, answered: true, started: true } : QUESTION),
      'POST /api/polish120/start/answer': () => ok({ isCorrect: true, message: '回答正确！', ...REVEALED }),
      'POST /api/polish120/team/status': () => {
        started = true;
        return ok({ message: '队伍已开始', status: STARTED_STATUS });
      },
    });
    renderScreen(<StartTab />);
    await screen.findByText('罗盘四层？');
    answerWith('年月日时');
    expect(await screen.findByText('答案是年月日时')).toBeTruthy();
    expect(screen.getByText('四个地铁站 ABDC')).toBeTruthy();
    const order = backend.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(order).toEqual(['/api/polish120/start/answer', '/api/polish120/team/status']);
    expect(backend.calls.find((call) => call.path === '/api/polish120/team/status' && call.method === 'POST')?.body).toEqual({
      type: 'start',
      args: { confirm_start: true },
    });
  });

  it('says "submission failed" when the call fails', async () => {
    fakeBackend({
      'GET /api/polish120/start': () => ok(QUESTION),
      'POST /api/polish120/start/answer': () => ({ status: 500, body: { message: '服务器内部错误' } }),
    });
    renderScreen(<StartTab />);
    await screen.findByText('罗盘四层？');
    answerWith('年月日时');
    await waitFor(() => expect(screen.getByText('提交失败，请重试')).toBeTruthy());
  });
});
