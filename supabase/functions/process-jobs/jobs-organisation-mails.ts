import { pagePaths } from "@common/urls";
import type { MailJobRender } from "./job.ts";
import { organisationInvitationMail, organisationRoleChangedMail } from "./mail/organisation-mails.ts";

/**
 * The e-mails about organisations (issue 43, decision 0995), run by process-jobs: rendered from what public.function_organisation_invitation_mail_facts reads when the
 * job runs (a membership removed meanwhile gets no e-mail), queued as `mail.send` once per membership.
 */
export const ORGANISATION_INVITATION_JOB = "organisations.invitation";
/** Queued by public.set_organisation_member_role: the member's new role, once per change. */
export const ORGANISATION_ROLE_JOB = "organisations.role_changed";

interface InvitationRow {
  email: string;
  role: "training_manager" | "employee";
  has_account: boolean;
  organisation: string;
  invited_by: string | null;
}

function memberIdOf(job: { payload: Record<string, unknown> }): string {
  const memberId = job.payload.member_id;
  if (typeof memberId !== "string" || !/^[0-9a-f-]{36}$/i.test(memberId)) throw new Error("job without a valid member_id");
  return memberId;
}

export const ORGANISATION_MAIL_JOBS: Record<string, MailJobRender> = {
  async [ORGANISATION_INVITATION_JOB](job, { read, siteUrl }) {
    const memberId = memberIdOf(job);
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
  async [ORGANISATION_ROLE_JOB](job, { read, siteUrl }) {
    const memberId = memberIdOf(job);
    const role = job.payload.role;
    if (role !== "training_manager" && role !== "employee") throw new Error("job without a valid role");
    const row = (await read("function_organisation_invitation_mail_facts", { p_member: memberId })) as InvitationRow | null;
    // A membership removed meanwhile, or whose role changed again: the later change's e-mail says what is true.
    if (!row || row.role !== role) return [];
    const url = `${siteUrl}${role === "training_manager" ? pagePaths.companySpace() : pagePaths.dashboard()}`;
    const mail = organisationRoleChangedMail({ organisation: row.organisation, role, url });
    return [{ message: { to: row.email, link: url, ...mail }, dedupe_key: `mail:organisations.role_changed:${job.id}` }];
  },
};
