import type { Queryable } from "../db/database";

export interface SheetSlot {
  id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  trainer_signed_at: Date | string | null;
  trainer_signature: string | null;
}

export interface SheetMark {
  slot_id: number;
  enrollment_id: number;
  status: "present" | "late" | "absent" | "excused";
  method: string;
  signature: string | null;
  recorded_at: Date | string;
}

export interface SheetLearner {
  enrollment_id: number;
  learner_name: string;
  planned_minutes: number;
  attended_minutes: number;
}

export interface AttendanceSheet {
  session: {
    id: number;
    formation_title: string;
    starts_on: string;
    ends_on: string;
    city: string;
    venue: string;
    trainer_name: string;
  };
  slots: SheetSlot[];
  learners: SheetLearner[];
  marks: SheetMark[];
}

/** Everything the sheet prints, read as the server once the caller's right to it was checked. */
export async function loadAttendanceSheet(db: Queryable, sessionId: number): Promise<AttendanceSheet | null> {
  const { rows: sessions } = await db.query<AttendanceSheet["session"]>(
    `select s.id, f.title as formation_title, to_char(s.starts_on, 'YYYY-MM-DD') as starts_on,
            to_char(s.ends_on, 'YYYY-MM-DD') as ends_on, s.city, s.venue,
            coalesce(nullif(p.full_name, ''), '—') as trainer_name
       from public.course_sessions s join public.formations f on f.id = s.formation_id
       left join public.profiles p on p.id = coalesce(s.trainer_id, f.trainer_id)
      where s.id = $1`,
    [sessionId],
  );
  const session = sessions[0];
  if (!session) return null;
  const { rows: slots } = await db.query<SheetSlot>(
    `select id, starts_at, ends_at, time_zone, trainer_signed_at, trainer_signature
       from public.session_slots where session_id = $1 order by starts_at`,
    [sessionId],
  );
  const { rows: learners } = await db.query<SheetLearner>(
    `select enrollment_id, learner_name, planned_minutes, attended_minutes from private.attendance_summary($1)`,
    [sessionId],
  );
  const { rows: marks } = await db.query<SheetMark>(
    `select a.slot_id, a.enrollment_id, a.status, a.method, a.signature, a.recorded_at
       from public.attendance a join public.session_slots sl on sl.id = a.slot_id where sl.session_id = $1`,
    [sessionId],
  );
  return {
    session: { ...session, id: Number(session.id) },
    slots: slots.map((slot) => ({ ...slot, id: Number(slot.id) })),
    learners: learners.map((row) => ({ ...row, enrollment_id: Number(row.enrollment_id) })),
    marks: marks.map((mark) => ({ ...mark, slot_id: Number(mark.slot_id), enrollment_id: Number(mark.enrollment_id) })),
  };
}

/** Whether the caller (as the transaction's role) is staff or the session's trainer. */
export async function mayReadSessionRecords(tx: Queryable, sessionId: number): Promise<boolean> {
  const { rows } = await tx.query<{ allowed: boolean }>(
    "select (public.is_admin() or public.is_session_trainer($1)) as allowed",
    [sessionId],
  );
  return rows[0]?.allowed === true;
}
