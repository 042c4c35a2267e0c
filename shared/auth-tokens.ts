/** Who a session is, as the token service answers it (spec 1 §7 `user_info`). */
export interface UserInfo {
  id: string;
  email: string;
  name: string;
  roles: string[];
}

/** The answer of every token-service call that opens or renews a session (spec 1 §7); lifetimes in seconds. */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_token_exp: number;
  user_info: UserInfo;
  /** The administrator acting, when this is an impersonation session. */
  impersonator?: UserInfo;
}
