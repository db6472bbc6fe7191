/**
 * The agent centre's clock (records.md "Header: GMT offset, live clock"): the merchant's time zone as minutes east of
 * GMT (AgentProfileDto.gmtOffsetMinutes), shown as "GMT+7" / "GMT+5:30" / "GMT-3", and the time there. Pure.
 */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(offsetMinutes));
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The wall-clock time at the offset, as YYYY-MM-DD HH:mm:ss (independent of the browser's own zone). */
export function clockText(now: number, offsetMinutes: number): string {
  const at = new Date(now + offsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}
