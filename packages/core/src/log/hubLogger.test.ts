import { describe, expect, it } from 'vitest';
import { createHubLogger, hubLogger, LOG_LEVELS, type LogLevel, type LogSink } from './hubLogger.ts';

function recorder(): LogSink & { readonly lines: string[] } {
  const lines: string[] = [];
  const at =
    (kind: string) =>
    (...args: unknown[]) =>
      lines.push(`${kind}:${args.join(' ')}`);
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), log: at('log') };
}

function writeEach(level: LogLevel): string[] {
  const sink = recorder();
  const logger = createHubLogger(level, sink);
  logger.log('l');
  logger.debug('d');
  logger.info('i');
  logger.warn('w');
  logger.error('e');
  return sink.lines;
}

describe('the hub logger (issue 44 item 9, spec 3 §9)', () => {
  it('has the levels all, debug, info, warn, error, off — and is off by default', () => {
    expect(LOG_LEVELS).toEqual(['all', 'debug', 'info', 'warn', 'error', 'off']);
    expect(createHubLogger().level).toBe('off');
    expect(hubLogger.level).toBe('off');
  });

  it('writes what is at or above its level', () => {
    expect(writeEach('all')).toEqual(['log:l', 'debug:d', 'info:i', 'warn:w', 'error:e']);
    expect(writeEach('debug')).toEqual(['debug:d', 'info:i', 'warn:w', 'error:e']);
    expect(writeEach('info')).toEqual(['info:i', 'warn:w', 'error:e']);
    expect(writeEach('warn')).toEqual(['warn:w', 'error:e']);
    expect(writeEach('error')).toEqual(['error:e']);
    expect(writeEach('off')).toEqual([]);
  });

  it('changes level, and reads an unknown level as off', () => {
    const sink = recorder();
    const logger = createHubLogger('off', sink);
    logger.setLevel('warn');
    logger.warn('now');
    logger.setLevel('loud' as LogLevel);
    logger.error('silent');
    expect(logger.level).toBe('off');
    expect(sink.lines).toEqual(['warn:now']);
  });
});
