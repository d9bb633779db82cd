import { CalendarIcon, ClockIcon } from "lucide-react";

interface ArticleDateLineProps {
  /** The machine-readable date (ISO 8601). */
  dateTime: string;
  /** The same date as the reader reads it, in French. */
  date: string;
  readingMinutes: number;
  /** « 6 min » in a list of articles, « 6 min de lecture » on the article itself. */
  short?: boolean;
}

/** When an article was published and how long it takes to read: two spans, each with its icon. */
export function ArticleDateLine({ dateTime, date, readingMinutes, short = false }: ArticleDateLineProps) {
  return (
    <>
      <span className="flex items-center gap-1">
        <CalendarIcon className="size-4" aria-hidden="true" />
        <time dateTime={dateTime}>{date}</time>
      </span>
      <span className="flex items-center gap-1">
        <ClockIcon className="size-4" aria-hidden="true" />
        {readingMinutes}
        {short ? " min" : " min de lecture"}
      </span>
    </>
  );
}
