import { pagePaths } from "@common/urls";
import type { MailJobRender } from "./jobs-enrollment-mails.ts";
import { organisationInvitationMail } from "./mail/organisation-mails.ts";

/**
 * The e-mails about organisations (issue 43, decision 0995), for both runners (process-jobs, and the Node runner
 * where no edge runtime runs): rendered from what public.function_organisation_invitation_mail_facts reads when the
 * job runs (a membership removed meanwhile gets no e-mail), queued as `mail.send` once per membership.
 */
export const ORGANISATION_INVITATION_JOB = "organisations.invitation";

interface InvitationRow {
  email: string;
  role: "training_manager" | "employee";
  has_account: boolean;
  organisation: string;
  invited_by: string | null;
}

export const ORGANISATION_MAIL_JOBS: Record<string, MailJobRender> = {
  async [ORGANISATION_INVITATION_JOB](job, { read, siteUrl }) {
    const memberId = job.payload.member_id;
    if (typeof memberId !== "string" || !/^[0-9a-f-]{36}$/i.test(memberId)) throw new Error("job without a valid member_id");
    const row = (await read("function_organisation_invitation_mail_facts", { p_member: memberId })) as InvitationRow | null;
    if (!row) return [];
    const url = `${siteUrl}${pagePaths.auth()}${row.has_account ? "" : "?tab=signup"}`;
    const mail = organisationInvitationMail({
      organisation: row.organisation,
      role: row.role,
      hasAccount: row.has_account,
      invitedBy: row.invited_by?.trim() || null,
      url,
    });
    return [{ message: { to: row.email, link: url, ...mail }, dedupe_key: `mail:organisations.invitation:${memberId}` }];
  },
};
