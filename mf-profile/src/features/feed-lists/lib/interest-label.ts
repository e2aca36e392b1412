/** 'ireland' → 'Ireland': the label people read, while the value stays lowercase (the API's). */
export function interestLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
