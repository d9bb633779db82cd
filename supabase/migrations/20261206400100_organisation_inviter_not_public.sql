-- Who invited a member is an account id, possibly a staff member's (decision 0988: staff account ids are not public,
-- they were what a forged token needed). Training managers and members read every column of organisation_members
-- but `invited_by`; staff read it through the service role only (the invitation e-mail's facts function). Decision 0995.
revoke select on public.organisation_members from authenticated;
grant select (id, organisation_id, user_id, email, role, status, created_at, updated_at)
  on public.organisation_members to authenticated;
