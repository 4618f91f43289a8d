import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Share-link tokens: 'rs1.<linkId>.<expiresAtSeconds>.<hmac>'. The HMAC-SHA256 (server secret) over
 * id and expiry means a token cannot be forged or its expiry stretched; the database row behind
 * the id can still be revoked. The prefix lets /link tell share links from one-time login links.
 * The signing key is read by `shareLinkSecret` (report.repository.ts).
 */
export const SHARE_TOKEN_PREFIX = 'rs1';
function signature(secret: Buffer, linkId: number, expiresAtSeconds: number): string {
  return createHmac('sha256', secret)
    .update(`${SHARE_TOKEN_PREFIX}.${linkId}.${expiresAtSeconds}`)
    .digest('base64url');
}

export function signShareToken(secret: Buffer, linkId: number, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${SHARE_TOKEN_PREFIX}.${linkId}.${seconds}.${signature(secret, linkId, seconds)}`;
}

export type VerifiedToken = { kind: 'valid' | 'expired'; linkId: number } | { kind: 'invalid' };

/** Checks format and signature, then expiry (a valid signature with a past expiry is 'expired'). */
export function verifyShareToken(secret: Buffer, token: string, nowMs: number): VerifiedToken {
  const match = /^rs1\.([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { kind: 'invalid' };
  const linkId = Number(match[1]);
  const seconds = Number(match[2]);
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(secret, linkId, seconds));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
  return { kind: seconds * 1000 > nowMs ? 'valid' : 'expired', linkId };
}
