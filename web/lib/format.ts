import { formatListDate } from './school-date.ts';

/** "27 November 2026 at 3:00 pm", the school's time: the house style spells the month out. */
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** 'YYYY-MM-DD' as '5 March 2025', the site's one date style; anything else is shown as it came. */
export function formatDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatListDate(value) : value;
}

/** An entry's day, or its first and last day: '23 December 2026 – 31 December 2026'. */
export function formatDaySpan(date: string, endDate: string | null | undefined): string {
  return endDate ? `${formatDay(date)} – ${formatDay(endDate)}` : formatDay(date);
}

/** An ISO time as a local date and time. */
export function formatTime(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : timeFormat.format(time);
}

/** Bytes, KB, MB or GB with two decimals on a 1024 base (the original site's display rule). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}
