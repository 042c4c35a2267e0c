/** Who is calling: filled in by the token service once a request carries a valid access token. */
export interface Viewer {
  customerId: number;
  roles: string[];
  /** The administrator acting as this customer, when impersonating. */
  impersonatorId?: number;
}
