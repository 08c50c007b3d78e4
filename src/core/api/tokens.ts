/** The OAuth tokens kept locally (doc 1 §3). */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}
