import type { MailJobRender } from "./job.ts";

/**
 * The daily reminder of stuck learners (migration 20261208770000, decision 1064): the database picks them, records
 * each reminder once and queues its e-mail, and plans the next day's run. Both runners run it as the e-mail jobs.
 */
export const STUCK_REMINDERS_JOB = "learning.stuck-reminders";

export const LEARNING_JOBS: Record<string, MailJobRender> = {
  async [STUCK_REMINDERS_JOB](job, context) {
    const day = typeof job.payload.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(job.payload.day) ? job.payload.day : null;
    await context.read("function_remind_stuck_learners", { p_day: day });
    return [];
  },
};
