import { INTEREST_CHOICES, type Interest } from '@tidings/contracts/catalogue';

const CHOICES: ReadonlySet<string> = new Set(INTEREST_CHOICES);

/** Values are stored lowercase (the API contract); anything else in storage is stale. */
export function isInterest(value: string): value is Interest {
  return CHOICES.has(value);
}

export function onlyInterests(values: readonly string[]): Interest[] {
  return values.filter(isInterest);
}

/** 'ireland' → 'Ireland': the label people read, while the value stays lowercase. */
export function interestLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
