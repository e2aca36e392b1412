import { describe, expect, it } from 'vitest';
import { cookieValue } from './session.js';

describe('cookieValue', () => {
  it.each([
    ['tidings_session=abc', 'abc'],
    ['theme=dark; tidings_session=abc.def-ghi; other=1', 'abc.def-ghi'],
    ['theme=dark;tidings_session=abc', 'abc'],
    ['tidings_session="abc"', 'abc'],
    ['x_tidings_session=abc; tidings_session_old=zzz', undefined],
    ['tidings_session=', ''],
    ['', undefined],
    [undefined, undefined],
  ])('reads %s', (header, expected) => {
    expect(cookieValue(header, 'tidings_session')).toBe(expected);
  });
});
