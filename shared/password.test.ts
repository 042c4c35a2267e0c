import { describe, expect, it } from 'vitest';
import { newPasswordProblems, passwordLengthProblem } from './password';

describe('new password', () => {
  it('takes 8 to 128 characters, counting an emoji as one', () => {
    expect(passwordLengthProblem('1234567')).toBe('Use at least 8 characters.');
    expect(passwordLengthProblem('12345678')).toBeUndefined();
    expect(passwordLengthProblem('🔑🔑🔑🔑🔑🔑🔑🔑')).toBeUndefined();
    expect(passwordLengthProblem('x'.repeat(129))).toBe('Use at most 128 characters.');
  });

  it('asks for both fields and for the same password twice', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'Required', confirm: 'Required' });
    expect(newPasswordProblems('long enough', 'long enougH')).toEqual({ password: undefined, confirm: 'The passwords do not match.' });
    expect(newPasswordProblems('long enough', 'long enough')).toEqual({ password: undefined, confirm: undefined });
  });

  it('checks only the password where the form asks for it once', () => {
    expect(newPasswordProblems('short')).toEqual({ password: 'Use at least 8 characters.' });
  });
});
