/**
 * Calendar days for the domain tests, written without the code under test: `day(2025, 1, 31)` is
 * 31 January 2025 at local midnight; `localDay` reads a date back as its local yyyy-MM-dd.
 */
export function day(year: number, month: number, date: number): Date {
  return new Date(year, month - 1, date);
}

export function localDay(date: Date | undefined): string | undefined {
  if (date === undefined) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
