import { pino, type Logger } from 'pino';

export function createLogger(name: string): Logger {
  return pino({
    name,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
  });
}
