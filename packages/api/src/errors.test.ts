import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './index';

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
