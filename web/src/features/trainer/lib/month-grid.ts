/** A month as the calendar shows it: whole weeks, Monday first (French usage), dates as ISO 'YYYY-MM-DD'. */
export interface Month {
  year: number;
  /** 0 = January. */
  month: number;
}

export interface GridDay {
  iso: string;
  day: number;
  inMonth: boolean;
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function monthGrid({ year, month }: Month): GridDay[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (first.getUTCDay() + 6) % 7; // days shown before the 1st, back to Monday
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const weekCount = Math.ceil((offset + daysInMonth) / 7);
  const weeks: GridDay[][] = [];
  for (let week = 0; week < weekCount; week += 1) {
    const days: GridDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = new Date(Date.UTC(year, month, 1 - offset + week * 7 + weekday));
      days.push({ iso: toIso(date), day: date.getUTCDate(), inMonth: date.getUTCMonth() === month });
    }
    weeks.push(days);
  }
  return weeks;
}

export function addMonths({ year, month }: Month, delta: number): Month {
  const date = new Date(Date.UTC(year, month + delta, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}

export function monthOf(iso: string): Month {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 };
}

const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** 'janvier 2027'. */
export function monthLabel({ year, month }: Month): string {
  return monthFormat.format(new Date(Date.UTC(year, month, 1)));
}

/** Whether the inclusive range [start, end] touches the month. */
export function rangeTouchesMonth(range: { start: string; end: string }, { year, month }: Month): boolean {
  const first = toIso(new Date(Date.UTC(year, month, 1)));
  const last = toIso(new Date(Date.UTC(year, month + 1, 0)));
  return range.start <= last && range.end >= first;
}
