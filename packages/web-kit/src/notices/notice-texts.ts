import { ORGANIZER_MESSAGE_TITLE } from '@citygames/contracts/organizer/messages.rules';

export const NOTICE_TEXTS = {
  title: ORGANIZER_MESSAGE_TITLE,
  acknowledge: '知道了',
  reopen: (unread: number) => (unread > 0 ? `消息（${unread}）` : '消息'),
  reopenLabel: '查看组织者消息',
  listTitle: '组织者消息',
  close: '关闭',
  toTeam: '发给本队',
  toAll: '发给所有人',
  unreadMark: '未读',
} as const;
