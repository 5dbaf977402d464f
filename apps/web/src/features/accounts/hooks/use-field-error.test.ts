import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from './use-field-error';

describe('applyServerErrors', () => {
  it("puts the server's 422 errors on the form's fields and focuses the first", () => {
    const setError = vi.fn();
    const err = new ApiError('bad request', 'Too big', 422, 'Too big', [
      { path: 'body.educations.0.school', message: 'Too big' },
      { path: 'body.about', message: 'Control characters are not allowed' },
      { path: 'body.unknown_field', message: 'Unrecognized key' },
    ]);
    expect(applyServerErrors(err, setError, ['educations', 'about'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['educations.0.school', { type: 'server', message: 'Too big' }, { shouldFocus: true }],
      ['about', { type: 'server', message: 'Control characters are not allowed' }, { shouldFocus: false }],
    ]);
  });

  it('answers false when nothing matches, so the caller shows a general message', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError('bad request', 'x', 400, 'x'), setError, ['about'])).toBe(false);
    expect(applyServerErrors(new Error('x'), setError, ['about'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
