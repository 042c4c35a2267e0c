import { pino, type Logger } from 'pino';

/** Structured JSON logs; one line per event. */
export function createLogger(level: string = 'info'): Logger {
  return pino({
    level,
    base: undefined,
    // Never log secrets even if a caller passes them along.
    redact: { paths: ['*.password', '*.refresh_token', '*.access_token', '*.authorization', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
  });
}

export type { Logger };
