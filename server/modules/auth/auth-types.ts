/** The token service's settings (authSettingsFromConfig in auth.service.ts). */
export interface AuthSettings {
  publicUrl: string;
  clientIds: readonly string[];
  /** Absolute session length with "remember me" (and for guests, whose cart should outlive the tab). */
  rememberMeTtlMs: number;
  /** Absolute session length without "remember me". */
  sessionTtlMs: number;
  resetTtlMs: number;
  /** How long the link that confirms a new e-mail address works. */
  emailChangeTtlMs: number;
  /** How long a just-rotated refresh token still renews, for tabs renewing at the same moment. */
  reuseGraceMs: number;
  /** How long the link mailed to a guest order's address, to register its account, works. */
  guestLinkTtlMs: number;
  /** At most one reset mail per account, and one registration link per order address, in this time. */
  recoveryMailIntervalMs: number;
}

export type { TokenAnswer, UserInfo } from '../../../shared/auth-tokens';
