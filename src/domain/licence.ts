/**
 * Subject licence check of SPEC §5.
 *
 * Decisions: codes are compared trimmed and case-insensitively; when several licences share the code
 * (an expired one and its renewal) the subject is valid if ANY of them passes, so an old row listed
 * first cannot hide a current one; an endTime that does not parse makes that licence invalid; the end
 * is exclusive (a licence ending exactly now is no longer valid); an endTime without a zone is
 * Vietnamese time (see time.ts).
 */
import type { License } from './entities';
import { toEpochMs } from './time';

export interface LicenceCheckOptions {
  /** The tutor variant accepts trial licences. */
  allowTrial?: boolean;
  /** The instant to check against: the caller's clock, so the rule stays pure. */
  now: Date | number;
}

function normalisedCode(code: string | null | undefined): string {
  return (code ?? '').trim().toLowerCase();
}

/** True when a licence with this code (case-insensitive) is not a trial (unless allowed) and ends after now. */
export function isSubjectLicenceValid(
  licences: readonly License[] | null | undefined,
  licenceCode: string | null | undefined,
  { allowTrial = false, now }: LicenceCheckOptions,
): boolean {
  const code = normalisedCode(licenceCode);
  if (code === '' || !licences) return false;
  const nowMs = toEpochMs(now);
  if (Number.isNaN(nowMs)) return false;
  return licences.some((licence) => {
    if (normalisedCode(licence.licenseCode) !== code) return false;
    if (licence.isTrial && !allowTrial) return false;
    const endMs = typeof licence.endTime === 'string' ? toEpochMs(licence.endTime) : Number.NaN;
    return !Number.isNaN(endMs) && endMs > nowMs;
  });
}

/**
 * When the live trial licence of this code (case-insensitive) ends, the latest if several, or null:
 * what a family on the sign-up trial is told (ADR 0015).
 */
export function liveTrialEnd(
  licences: readonly License[] | null | undefined,
  licenceCode: string | null | undefined,
  now: Date | number,
): string | null {
  const code = normalisedCode(licenceCode);
  const nowMs = toEpochMs(now);
  let latest: { endTime: string; endMs: number } | null = null;
  for (const licence of licences ?? []) {
    if (!licence.isTrial || code === '' || normalisedCode(licence.licenseCode) !== code) continue;
    const endMs = toEpochMs(licence.endTime);
    if (Number.isNaN(endMs) || endMs <= nowMs) continue;
    if (!latest || endMs > latest.endMs) latest = { endTime: licence.endTime, endMs };
  }
  return latest?.endTime ?? null;
}
