import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, parseRetryAfter, tooManyAttemptsIn } from './index';

describe('errorMessage: the error toast text', () => {
  it("shows the server's detail string", () => {
    expect(errorMessage(new ApiError(400, { detail: 'Incorrect email or password' }))).toBe(
      'Incorrect email or password',
    );
  });

  it("shows the first entry's msg when detail is a list", () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
        { loc: ['body', 'password'], msg: 'too short', type: 'value_error' },
      ],
    };
    expect(errorMessage(new ApiError(422, body))).toBe('value is not a valid email address');
  });

  it("falls back to 'Something went wrong.' without a detail", () => {
    expect(errorMessage(new ApiError(500, undefined))).toBe('Something went wrong.');
    expect(errorMessage(new ApiError(500, 'Internal Server Error'))).toBe('Something went wrong.');
    expect(errorMessage(new ApiError(422, { detail: [] }))).toBe('Something went wrong.');
    expect(errorMessage(new ApiError(500, { message: 'nope' }))).toBe('Something went wrong.');
  });

  it("falls back to 'Something went wrong.' for errors that are not API errors", () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong.');
    expect(errorMessage(undefined)).toBe('Something went wrong.');
  });
});

describe('ApiError', () => {
  it('keeps the status and the body, and uses the detail as its message', () => {
    const error = new ApiError(404, { detail: 'Item not found' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ detail: 'Item not found' });
    expect(error.message).toBe('Item not found');
  });
});

describe('parseRetryAfter: the seconds a Retry-After asks to wait', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    expect(new ApiError(429, undefined, undefined, { retryAfter: '61' }).retryAfterSeconds).toBe(
      61,
    );
  });

  it('reads an HTTP date as the seconds until then, never below zero', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:30:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:00:00 GMT', now)).toBe(0);
  });

  it('is undefined without a usable value', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-5')).toBeUndefined();
    expect(new ApiError(429, undefined).retryAfterSeconds).toBeUndefined();
  });
});

describe('tooManyAttemptsIn: what a refused sign-in says', () => {
  it('gives the wait in whole minutes, rounded up, one minute in the singular', () => {
    expect(tooManyAttemptsIn(900)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsIn(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsIn(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsIn(1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsIn(0)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('says "later" when the server gave no wait', () => {
    expect(tooManyAttemptsIn(undefined)).toBe('Too many attempts. Try again later.');
  });
});
