import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './auth-passwords';

describe('password rules', () => {
  it('wants 8 to 128 characters, counted as characters not bytes', () => {
    expect(passwordProblem('Gr4vel!')).toBe('Use at least 8 characters.');
    expect(passwordProblem('gravel-haul')).toBeNull();
    expect(passwordProblem('ü'.repeat(8) + 'x')).toBeNull();
    expect(passwordProblem('🚜a'.repeat(64))).toBeNull();
    expect(passwordProblem('🚜a'.repeat(64) + 'b')).toBe('Use at most 128 characters.');
  });

  it('refuses the most common passwords, also with digits or symbols tacked on', () => {
    for (const p of ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'P@ssw0rd', 'Password2024!', 'Qwerty123', 'aaaaaaaaaa', 'ironyard123']) {
      expect(passwordProblem(p), p).toMatch(/too common/);
    }
  });

  it('refuses the e-mail address or its local part', () => {
    expect(passwordProblem('pat.jones@example.com', { email: 'Pat.Jones@example.com' })).toMatch(/e-mail/);
    expect(passwordProblem('pat.jones', { email: 'pat.jones@example.com' })).toMatch(/e-mail/);
  });
});

describe('argon2id hashing', () => {
  it('hashes with argon2id and checks, and never throws on a broken hash', async () => {
    const h = await hashPassword('gravel-haul-2031');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'gravel-haul-2031')).toBe(true);
    expect(await verifyPassword(h, 'gravel-haul-2032')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyPassword(null, 'not-a-real-password-only-for-timing')).toBe(false);
  });
});
