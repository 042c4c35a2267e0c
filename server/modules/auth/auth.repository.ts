import type { Db } from '../../db/client';
import { createAccountsRepository } from './auth-accounts.repository';
import { createAdminCustomersRepository } from './auth-admin-customers.repository';
import { createAuditLogRepository } from './auth-audit-log.repository';
import { createAuditRepository } from './auth-audit.repository';
import { createGuestsRepository } from './auth-guests.repository';
import { createAuthLinksRepository } from './auth-links.repository';
import { createSessionsRepository } from './auth-sessions.repository';

export { isUniqueViolation, type AccountRow, type ProfileRow } from './auth-accounts.repository';
export type { AuditEntry } from './auth-audit.repository';
export type { EmailChangeRow } from './auth-links.repository';
export type { RefreshTokenMatch, SessionRow } from './auth-sessions.repository';

/** Accounts, guests, sessions, refresh tokens, mailed links and the audit log of the token service, as one repository. */
export function createAuthRepository(db: Db) {
  return {
    ...createAccountsRepository(db),
    ...createGuestsRepository(db),
    ...createSessionsRepository(db),
    // The mailed links (password resets, e-mail changes, guest registration) and their mail throttle.
    ...createAuthLinksRepository(db),
    ...createAuditRepository(db),
    // The back office's customer list, sign-in lock and roles.
    ...createAdminCustomersRepository(db),
    ...createAuditLogRepository(db),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
