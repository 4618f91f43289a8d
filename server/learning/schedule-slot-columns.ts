/**
 * The columns of a class schedule as a bookable slot (when, how long, how full), on the alias `cs`:
 * what the catalogue offers and what an enrolment locks read the same.
 */
export const SLOT_COLUMNS = [
  'cs.level_id',
  'cs.weekday',
  'cs.start_time',
  'cs.duration_minutes',
  'cs.capacity',
  'cs.seats_taken',
] as const;
