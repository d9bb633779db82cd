import { formatDateTime, formatTime } from "@common/format";

/** The zone the editor reads in: the browser's (each office's staff see their own time). */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** « 6 décembre 2026 à 11 h 04 » in the reader's zone: « Contenus » writes its dates out (decision 1089). */
export const contentDateTime = (value: string | Date) => formatDateTime(value, readerZone(), { zone: false });

/** « 11 h 04 » in the reader's zone. */
export const contentTime = (value: string | Date) => formatTime(value, readerZone());
