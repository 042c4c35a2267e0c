// A machine's year and hour meter: the fleet form checks them before sending, the fleet service again.

export const MACHINE_YEAR_MIN = 1900;
export const MACHINE_HOURS_MAX = 1_000_000;

/** Why a machine's model year is refused (a whole number, 1900 or later, not after next year), or null. */
export function machineYearProblem(year: number, now: Date): string | null {
  if (!Number.isInteger(year)) return 'The year must be a whole number.';
  if (year < MACHINE_YEAR_MIN) return `The year must be ${MACHINE_YEAR_MIN} or later.`;
  if (year > now.getUTCFullYear() + 1) return 'The year cannot be in the future.';
  return null;
}

/** Why an hour-meter reading is refused (a whole number from 0 to a million), or null. */
export function machineHoursProblem(hours: number): string | null {
  if (!Number.isInteger(hours)) return 'Hours must be a whole number.';
  if (hours < 0) return 'Hours cannot be negative.';
  if (hours > MACHINE_HOURS_MAX) return 'Hours look too high.';
  return null;
}
