import { BALANCE_HISTORY_UTC_OFFSET } from '../constants.js';

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * §9: balance-history datetimes assume a -05:00 offset. A timestamp that carries its own offset keeps it;
 * one without (`2024-03-01 14:30:00`) is read as -05:00. Returns null for an unreadable value.
 */
export function parseBalanceDateTime(value: string): Date | null {
  const iso = value.trim().replace(' ', 'T');
  const date = new Date(HAS_OFFSET.test(iso) ? iso : `${iso}${BALANCE_HISTORY_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * §9: dates show as yyyy-MM-dd and times as HH:mm, in `timeZone` (an IANA name such as
 * Europe/Vilnius; the runtime's zone when omitted).
 */
export function formatDateTimeParts(date: Date, timeZone?: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
