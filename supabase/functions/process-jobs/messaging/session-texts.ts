import type { SessionMailFacts } from "../mail/session-mails.ts";
import { phoneTexts, type PhoneText, type SessionPhoneFacts } from "../../_shared/messaging/texts.ts";

/**
 * The phone texts of the session e-mails (enrollment-mail-jobs.ts), from the same facts: the learner's trainings page
 * as the one link, the page that pays this seat for a held or offered seat.
 */
const sessionOf = (facts: SessionMailFacts): SessionPhoneFacts => ({
  title: facts.formationTitle,
  startsOn: facts.startsOn,
  endsOn: facts.endsOn,
  format: facts.format,
  city: facts.city,
  timeZone: facts.timeZone,
});

export const sessionPhoneTexts = {
  convocation: (facts: SessionMailFacts): PhoneText => phoneTexts.convocation(sessionOf(facts), facts.accountUrl),
  reminder: (facts: SessionMailFacts): PhoneText => phoneTexts.reminder(sessionOf(facts), facts.accountUrl),
  dayBefore: (facts: SessionMailFacts): PhoneText => phoneTexts.dayBefore(sessionOf(facts), facts.accountUrl),
  seatOffered: (facts: SessionMailFacts): PhoneText =>
    phoneTexts.seatOffered(sessionOf(facts), facts.holdExpiresAt, facts.payUrl),
  holdReminder: (facts: SessionMailFacts): PhoneText =>
    phoneTexts.holdReminder(sessionOf(facts), facts.holdExpiresAt ?? new Date().toISOString(), facts.payUrl),
  sessionMoved: (facts: SessionMailFacts): PhoneText => phoneTexts.sessionMoved(sessionOf(facts), facts.accountUrl),
  sessionCancelled: (facts: SessionMailFacts, reason: string | null = null): PhoneText =>
    phoneTexts.sessionCancelled(sessionOf(facts), facts.accountUrl, reason),
};
