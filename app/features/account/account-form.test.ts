import { describe, expect, it } from 'vitest';
import { AuthRequestError } from '~/features/auth/api/auth-api';
import { refusalErrors } from './account-form';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

describe('refusalErrors', () => {
  it('puts a refusal beside the field the server names', () => {
    const wrong = new AuthRequestError('The current password is incorrect.', 400, 'invalid_grant', 'oldPassword');
    expect(refusalErrors(wrong, FIELDS, 'Your password could not be changed.')).toEqual({ fieldErrors: { oldPassword: ['The current password is incorrect.'] } });
  });

  it('keeps a refusal about the whole call, or about a field the form lacks, above the buttons', () => {
    const limited = new AuthRequestError('Too many attempts. Try again in 5 minutes.', 429, 'too_many_requests');
    expect(refusalErrors(limited, FIELDS, 'x')).toEqual({ formErrors: ['Too many attempts. Try again in 5 minutes.'] });
    const elsewhere = new AuthRequestError('Nope.', 400, 'invalid_request', 'refreshToken');
    expect(refusalErrors(elsewhere, FIELDS, 'x')).toEqual({ formErrors: ['Nope.'] });
    expect(refusalErrors('not an error', FIELDS, 'Your password could not be changed.')).toEqual({ formErrors: ['Your password could not be changed.'] });
  });
});
