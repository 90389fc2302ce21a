/**
 * What this device keeps, and for how long: the saved form (with its signature) lives in local
 * storage under FORM_STORAGE_KEY (specification §3) only while the person wants it kept, and is
 * erased after SAVED_FORM_MAX_IDLE_DAYS without use. The choice itself is remembered.
 */
import { fromIsoDate, toIsoDate } from './dates.ts';

/** A saved form not used for this many days is erased when the page loads. */
export const SAVED_FORM_MAX_IDLE_DAYS = 90;
/** The day the saved form was last used (`yyyy-MM-dd`), beside it in local storage. */
export const SAVED_FORM_USED_ON_KEY = 'powerOfAttorneyFormUsedOn';
/** "0" once the person unticked "Conserver mes informations sur cet appareil"; absent otherwise. */
export const KEEP_ON_DEVICE_KEY = 'procurationKeepOnDevice';

const DAY_MS = 24 * 3600 * 1000;

/** The value to remember for the person's choice, or null to remove the key (keeping is the default). */
export function keepChoiceValue(keep: boolean): string | null {
  return keep ? null : '0';
}

export function readKeepChoice(stored: string | null): boolean {
  return stored !== '0';
}

export function usedOnValue(today: Date): string {
  return toIsoDate(today);
}

/** A save last used more than SAVED_FORM_MAX_IDLE_DAYS calendar days before `today`; a save without a date is kept. */
export function isSavedFormStale(usedOn: string | null, today: Date): boolean {
  const used = usedOn === null ? undefined : fromIsoDate(usedOn);
  if (!used) return false;
  const days = Math.round((startOfDay(today) - used.getTime()) / DAY_MS);
  return days > SAVED_FORM_MAX_IDLE_DAYS;
}

function startOfDay(at: Date): number {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();
}

/** Papers sent for acceptance and waiting here for their answers, kept beside the form (docs/decisions/218). */
export const ACCEPTANCE_STORAGE_KEY = 'procurationAcceptances';
