// Dates as feeds really write them: RFC 822 and RFC 3339, but also zone names instead of offsets,
// Unix seconds, German month names, ordinal days ("4th") and a zone given twice. Every result is
// computed in UTC: a date without a zone means UTC, never the server's time zone (Date.parse would
// read "2025-03-04T09:30:00" in local time).

/** Zone abbreviations seen in feeds, in minutes east of UTC. IST is India's, the common case. */
const ZONES: Record<string, number> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, WET: 0, WEST: 60, BST: 60, IST: 330, CET: 60, CEST: 120, MET: 60, MEST: 120, MEZ: 60, MESZ: 120,
  EET: 120, EEST: 180, MSK: 180, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
  AKST: -540, AKDT: -480, HST: -600, AST: -240, ADT: -180, NST: -210, NDT: -150, JST: 540, KST: 540, HKT: 480, SGT: 480,
  AWST: 480, ACST: 570, ACDT: 630, AEST: 600, AEDT: 660, NZST: 720, NZDT: 780,
};

/** English and German month names by their first letters; "mär"/"mrz", "mai", "okt", "dez" are German. */
const MONTHS: [RegExp, number][] = [
  [/^jan/, 0], [/^feb/, 1], [/^(mar|mär|maer|mrz)/, 2], [/^apr/, 3], [/^(may|mai)/, 4], [/^jun/, 5],
  [/^jul/, 6], [/^aug/, 7], [/^sep/, 8], [/^(oct|okt)/, 9], [/^nov/, 10], [/^(dec|dez)/, 11],
];

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** A `Date` for anything a feed's date field plausibly means; undefined when it means nothing. */
export function parseDate(value: string): Date | undefined {
  const input = value.trim();
  if (!input) return undefined;
  if (/^\d{9,10}$/.test(input)) return plausible(new Date(Number(input) * 1000));
  if (/^\d{12,13}$/.test(input)) return plausible(new Date(Number(input)));
  // ISO-style dates followed by a zone name instead of an offset ("2025-03-04 09:30:00 EST").
  const named = /^(.+?)\s+([a-z]{1,5})$/i.exec(input);
  const namedZone = named ? ZONES[named[2]!.toUpperCase()] : undefined;
  return parseIso(input) ?? (namedZone === undefined ? undefined : parseIso(named![1]!, namedZone)) ?? parseWritten(input);
}

function parseIso(input: string, zoneMinutes = 0): Date | undefined {
  const m = ISO.exec(input);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const ms = Number(frac.slice(0, 3).padEnd(3, '0'));
  return build(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms, zone ? offsetMinutes(zone) : zoneMinutes);
}

/** RFC 822 and its relatives, by parts: time, offset or zone name, month name, day and year. */
function parseWritten(input: string): Date | undefined {
  let rest = ` ${input.replace(/,/g, ' ')} `;
  let hour = 0;
  let minute = 0;
  let second = 0;
  const time = /\s(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm)?(?=[\s+-])/i.exec(rest);
  if (time) {
    hour = Number(time[1]) % (time[4] ? 12 : 24) + (time[4]?.toLowerCase() === 'pm' ? 12 : 0);
    minute = Number(time[2]);
    second = Number(time[3] ?? 0);
    rest = rest.replace(time[0], ' ');
  }
  // A numeric offset wins over a zone name written beside it ("+0100 CET", "GMT+0100").
  let offset: number | undefined;
  const numeric = /\s(?:(?:GMT|UTC|UT)\s*)?([+-]\d{2}:?\d{2})(?=\s)/i.exec(rest);
  if (numeric) {
    offset = offsetMinutes(numeric[1]!);
    rest = rest.replace(numeric[0], ' ');
  }
  let month: number | undefined;
  const numbers: string[] = [];
  for (const token of rest.split(/[\s/.-]+/).filter(Boolean)) {
    const zone = ZONES[token.toUpperCase()];
    if (zone !== undefined && /^[a-z]+$/i.test(token)) offset ??= zone;
    else if (/^\d+(st|nd|rd|th)?$/i.test(token)) numbers.push(token.replace(/\D+$/, ''));
    else if (month === undefined) month = MONTHS.find(([pattern]) => pattern.test(token.toLowerCase()))?.[1];
  }
  if (month === undefined) return undefined;
  const yearToken = numbers.find((n) => n.length === 4);
  const dayToken = numbers.find((n) => n !== yearToken && n.length <= 2);
  const shortYear = yearToken ? undefined : numbers.find((n) => n !== dayToken && n.length === 2);
  const year = yearToken ? Number(yearToken) : shortYear ? 2000 + Number(shortYear) - (Number(shortYear) >= 70 ? 100 : 0) : undefined;
  if (year === undefined || dayToken === undefined) return undefined;
  return build(year, month, Number(dayToken), hour, minute, second, 0, offset ?? 0);
}

function offsetMinutes(zone: string): number {
  if (/^z$/i.test(zone)) return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

function build(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number, offset: number): Date | undefined {
  const local = Date.UTC(year, month, day, hour, minute, second, ms);
  const check = new Date(local);
  // Date.UTC rolls 31 February over into March; a feed that wrote that meant nothing usable.
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month || hour > 23 || minute > 59 || second > 60) return undefined;
  return plausible(new Date(local - offset * 60_000));
}

/** Before the web or centuries ahead: a typo, not a date. */
function plausible(date: Date): Date | undefined {
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1990 || year > 2200 ? undefined : date;
}
