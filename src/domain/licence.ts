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
