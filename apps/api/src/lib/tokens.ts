import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The default access-token lifetime (ACCESS_TOKEN_TTL_MINUTES). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  sub: string;
  role: string;
  sid: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** `issuedAt` fixes the token's time (the same rotation signed twice gives the same token); default now. */
  signAccessToken(claims: AccessClaims, issuedAt = this.now()): Promise<string> {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    return new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.accessTtlSeconds)
      .sign(this.key);
  }

  /** Null for anything that is not a valid, unexpired HS256 token signed with our secret; a token without `exp` never expires, so it is refused. */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.now(), requiredClaims: ['exp', 'sub'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, sid: payload.sid, role: String(payload.role ?? '') };
    } catch {
      return null;
    }
  }

  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The refresh token that replaces `previous` when it is rotated. Derived (HMAC with the server's secret) rather than
   * random, so that a second refresh of the same token within the grace window gets the very same pair back; nobody
   * without the secret can compute it from the old token.
   */
  nextRefreshToken(previous: string): string {
    return createHmac('sha256', this.secret).update(`refresh-rotation:${previous}`).digest('base64url');
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
