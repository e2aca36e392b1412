import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const named = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error('x'), { name, ...extra });

describe('isDatabaseUnavailable', () => {
  it.each(['MongoServerSelectionError', 'MongoNetworkError', 'MongoPoolClearedError', 'MongoPoolClosedError', 'MongoServerClosedError', 'MongoWaitQueueTimeoutError'])(
    '%s means the database cannot be reached',
    (name) => expect(isDatabaseUnavailable(named(name))).toBe(true),
  );

  it('finds it wrapped in a cause or a bulk write’s errorResponse', () => {
    expect(isDatabaseUnavailable(named('MongooseError', { cause: named('MongoPoolClosedError') }))).toBe(true);
    expect(isDatabaseUnavailable(named('MongoBulkWriteError', { errorResponse: named('MongoNetworkError') }))).toBe(true);
  });

  it('is false for what the server answered and for our own errors', () => {
    expect(isDatabaseUnavailable(named('MongoServerError'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('bug'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
