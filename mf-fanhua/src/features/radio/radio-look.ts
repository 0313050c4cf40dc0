import { RADIO_TEXTS } from './radio-texts';

export interface SenderLook {
  label: string;
  colour: string;
  /** SVG path data on a 24×24 grid. */
  icon: string;
}

const ICONS = {
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  skull:
    'M12 2a8 8 0 0 0-8 8c0 3 1.6 5.3 4 6.5V20h2v-2h1v2h2v-2h1v2h2v-3.5c2.4-1.2 4-3.5 4-6.5a8 8 0 0 0-8-8zm-3 7.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zm6 0a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z',
  star: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
  coin: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15.9V19h-2v-1.1c-1.7-.3-3-1.4-3.1-3h2c.1.8.9 1.4 2.1 1.4 1.3 0 2-.6 2-1.4 0-.7-.5-1.1-2.1-1.5-2-.5-3.6-1.1-3.6-3.1 0-1.5 1.2-2.6 2.7-2.9V6h2v1.2c1.6.3 2.6 1.4 2.7 2.9h-2c-.1-.8-.7-1.3-1.7-1.3-1.1 0-1.8.5-1.8 1.2 0 .7.6 1 2.2 1.4 2 .5 3.5 1.2 3.5 3.2 0 1.6-1.2 2.9-2.9 3.3z',
  person: 'M12 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 11c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5z',
  wave: 'M4 12a8 8 0 0 1 16 0h-2a6 6 0 0 0-12 0zm4 0a4 4 0 0 1 8 0h-2a2 2 0 0 0-4 0z',
};

const SENDERS: Record<string, Omit<SenderLook, 'label'>> = {
  doctor: { colour: '#1f9d72', icon: ICONS.cross },
  zombie: { colour: '#6b7b2c', icon: ICONS.skull },
  commander: { colour: '#c0392b', icon: ICONS.star },
  merchant: { colour: '#c98a06', icon: ICONS.coin },
  survivor: { colour: '#2f6fd1', icon: ICONS.person },
  organizer: { colour: '#5b3cc4', icon: ICONS.wave },
};

export function senderLook(sender: string): SenderLook {
  const known = SENDERS[sender];
  if (!known) return { label: RADIO_TEXTS.unknownSender, colour: '#7a7f8f', icon: ICONS.wave };
  return { label: RADIO_TEXTS.senders[sender] ?? sender, ...known };
}

const TYPE_COLOURS: Record<string, 'primary' | 'danger' | 'warning' | 'success' | 'default'> = {
  team_message: 'primary',
  urgent_notice: 'danger',
  system_broadcast: 'warning',
  trade_info: 'success',
};

export function typeBadge(type: string): { label: string; colour: 'primary' | 'danger' | 'warning' | 'success' | 'default' } {
  return { label: RADIO_TEXTS.types[type] ?? type, colour: TYPE_COLOURS[type] ?? 'default' };
}
