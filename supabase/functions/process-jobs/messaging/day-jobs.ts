import { timeZoneFor } from "@common/format";
import { pagePaths } from "@common/urls";
import type { MailJobRender } from "../job.ts";
import { queuePhoneText } from "./queue.ts";
import { phoneTexts, type PhoneText } from "../../_shared/messaging/texts.ts";

/**
 * The phone-only reminders (migration 20261207300100, decision 1008): the day before the session and, each of its days,
 * the attendance code's. They queue no e-mail (the convocation and the 48 h reminder are the record) and send nothing
 * when the seat is no longer confirmed, the session is cancelled, or its dates moved since the job was queued (the
 * move queued the reminders of the new dates). Both runners run them as they run the e-mail jobs.
 */
export const DAY_BEFORE_JOB = "messages.day-before";
export const ATTENDANCE_CODE_JOB = "messages.attendance-code";

interface SessionFacts {
  /** The learner's account, to which the text is addressed (decision 1068): with or without an e-mail. */
  user_id: string;
  status: string;
  session_status: string;
  title: string;
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  country: string | null;
  currency: string | null;
}

function enrollmentOf(payload: Record<string, unknown>): number {
  const id = Number(payload.enrollment_id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error("job without a valid enrollment_id");
  return id;
}

function dayReminder(kind: string, render: (row: SessionFacts, siteUrl: string, day: string) => PhoneText | null): MailJobRender {
  return async (job, context) => {
    const enrollmentId = enrollmentOf(job.payload);
    const row = (await context.read("function_enrollment_mail_facts", { p_enrollment: enrollmentId })) as SessionFacts | null;
    if (!row?.user_id || row.status !== "confirmed" || row.session_status === "cancelled") return [];
    const day = String(job.payload.day ?? job.payload.starts_on ?? "");
    const text = render(row, context.siteUrl, day);
    if (text) await queuePhoneText(context.read, { userId: row.user_id, enrollmentId }, `${kind}:${enrollmentId}:${day}`, text);
    return [];
  };
}

export const PHONE_DAY_JOBS: Record<string, MailJobRender> = {
  [DAY_BEFORE_JOB]: dayReminder(DAY_BEFORE_JOB, (row, siteUrl, startsOn) =>
    row.starts_on !== startsOn
      ? null
      : phoneTexts.dayBefore(
          {
            title: row.title,
            startsOn: row.starts_on,
            endsOn: row.ends_on,
            format: row.format,
            city: row.city,
            timeZone: timeZoneFor({ city: row.city, country: row.country, currency: row.currency }),
          },
          `${siteUrl}${pagePaths.myTrainings()}`,
        ),
  ),
  [ATTENDANCE_CODE_JOB]: dayReminder(ATTENDANCE_CODE_JOB, (row, siteUrl, day) =>
    day < row.starts_on || day > row.ends_on ? null : phoneTexts.attendanceCode(row.title, `${siteUrl}/emarger`),
  ),
};
