/** Profile rules of SPEC §2–§3: the shown name and the default profile. */

export interface DefaultFlagged {
  isDefault?: 0 | 1 | boolean | null;
}

/** The last two words of a name longer than two words, spaces collapsed; '' for an empty name. */
export function shownName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  return (words.length > 2 ? words.slice(-2) : words).join(' ');
}

/** The profile whose isDefault is 1 or true, or undefined when there is none. */
export function findDefaultProfile<T extends DefaultFlagged>(
  profiles: readonly T[] | null | undefined,
): T | undefined {
  return profiles?.find((profile) => profile.isDefault === 1 || profile.isDefault === true);
}
