import { hashToken } from '../security/tokens';

/**
 * Activation codes are printed as groups (`UC-G3-7KQ2-M8VD`); people type them with spaces, dashes
 * or lower case. The normal form keeps letters and digits in upper case; only its SHA-256 is stored
 * (codes are secrets with ~60 bits of entropy, and guessing is rate-limited, so a fast hash is enough).
 */
export function normaliseActivationCode(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

export function isPlausibleActivationCode(normalised: string): boolean {
  return /^[0-9A-Z]{8,32}$/.test(normalised);
}

export function hashActivationCode(code: string): string {
  return hashToken(`activation:${normaliseActivationCode(code)}`);
}

/** The last four characters, for support staff ("mã kết thúc bằng …"); never the whole code. */
export function activationCodeHint(code: string): string {
  return normaliseActivationCode(code).slice(-4);
}
