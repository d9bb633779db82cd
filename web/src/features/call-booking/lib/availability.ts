import type { Availability, Consultant } from "../api/calls-admin";

/** The days of the week, Monday first, numbered 1 to 7 as the database's call_working_hours. */
export const WEEKDAYS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];

/** The availability form's first state: the consultant's saved hours, one span or none per weekday. */
export function initialAvailability(consultant: Consultant): Availability {
  const hours: Availability["hours"] = {};
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const span = consultant.call_working_hours.find((row) => row.weekday === weekday);
    hours[weekday] = span ? [span.starts_at.slice(0, 5), span.ends_at.slice(0, 5)] : null;
  }
  return {
    buffer_minutes: consultant.buffer_minutes,
    notice_hours: consultant.notice_hours,
    video_url: consultant.video_url,
    active: consultant.active,
    hours,
  };
}
