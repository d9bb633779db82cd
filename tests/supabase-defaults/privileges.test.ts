import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/src/db/database";
import { MIGRATIONS_DIR, migrate } from "../../server/src/db/migrate";
import { engines, scratchDatabase, type ScratchDatabase } from "./scratch-database";

/**
 * The database the local backend builds is a current Supabase project's: the API roles get nothing by default
 * (changelog #45329), so every privilege they hold comes from the migrations. A database created by an earlier
 * version of the backend (automatic grants) ends up with exactly the same privileges after a start.
 */
const API_ROLES = ["anon", "authenticated", "service_role"];
/** The migrations that existed when the backend still granted everything by default. */
const LEGACY_MIGRATIONS = [
  "20261122000000_schema.sql",
  "20261122000100_seed_formations.sql",
  "20261122000200_back_office.sql",
];

/** Every privilege an API role holds on a public object, one line each, sorted: what a request can reach. */
async function privileges(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `
    with roles(role) as (select unnest($1::text[]))
    select format('table %s %s %s', c.relname, r.role, p.priv) as line
      from pg_class c join pg_namespace n on n.oid = c.relnamespace, roles r,
           unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(priv)
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and has_table_privilege(r.role, c.oid, p.priv)
    union all
    select format('column %s.%s %s %s', c.relname, a.attname, r.role, p.priv)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped, roles r,
           unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p(priv)
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and has_column_privilege(r.role, c.oid, a.attnum, p.priv)
    union all
    select format('sequence %s %s %s', c.relname, r.role, p.priv)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace, roles r, unnest(array['USAGE', 'SELECT', 'UPDATE']) p(priv)
     where n.nspname = 'public' and c.relkind = 'S' and has_sequence_privilege(r.role, c.oid, p.priv)
    union all
    select format('function %s(%s) %s EXECUTE', f.proname, pg_get_function_identity_arguments(f.oid), r.role)
      from pg_proc f join pg_namespace n on n.oid = f.pronamespace, roles r
     where n.nspname = 'public' and has_function_privilege(r.role, f.oid, 'EXECUTE')
    union all
    select format('default %s %s', d.defaclobjtype, d.defaclacl::text)
      from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace
     where (n.nspname = 'public' or d.defaclnamespace = 0)
       and exists (select 1 from unnest($1::text[]) role where d.defaclacl::text like '%' || role || '=%')
    order by 1`,
    [API_ROLES],
  );
  return rows.map((row) => row.line);
}

async function applyLegacyDatabase(db: Database) {
  await db.exec(await readFile(new URL("./legacy-platform.sql", import.meta.url), "utf8"));
  for (const file of LEGACY_MIGRATIONS) {
    await db.exec(await readFile(path.join(MIGRATIONS_DIR, file), "utf8"));
    const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!;
    await db.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
      version,
      name,
    ]);
  }
}

/** Trainer accounts as the name-matching era knew them: one unique name, two homonyms, one learner. */
async function addLegacyTrainers(db: Database) {
  const people = [
    ["trainer", "Dr. Aminata Koné"],
    ["trainer", "Ousmane Diallo"],
    ["trainer", "Ousmane Diallo"],
    ["client", "Fatou Ndiaye"],
  ];
  for (const [role, name] of people) {
    const { rows } = await db.query<{ id: string }>(
      "insert into auth.users (email, raw_user_meta_data) values (gen_random_uuid() || '@example.com', jsonb_build_object('full_name', $1::text)) returning id",
      [name],
    );
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      await tx.query("update public.profiles set role = $2 where id = $1", [rows[0].id, role]);
    });
  }
}

describe.each(engines())("Supabase's current default privileges on %s", (engine) => {
  let fresh: ScratchDatabase;
  let legacy: ScratchDatabase;

  beforeAll(async () => {
    [fresh, legacy] = await Promise.all([scratchDatabase(engine), scratchDatabase(engine)]);
    await migrate(fresh.db);
    await applyLegacyDatabase(legacy.db);
    await addLegacyTrainers(legacy.db);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([fresh?.drop(), legacy?.drop()]);
  });

  it("the legacy database really had automatic grants before the start-up (the fixture is what it claims)", async () => {
    const before = await privileges(legacy.db);
    expect(before).toContain("table enrollments authenticated TRUNCATE");
    expect(before.some((line) => line.startsWith("default r"))).toBe(true);
  });

  it("a table created after the migrations is granted to no API role, as on a hosted project", async () => {
    await fresh.db.exec(
      "create table public.not_granted_yet (id bigint generated always as identity primary key, note text)",
    );
    try {
      const lines = await privileges(fresh.db);
      expect(lines.filter((line) => line.includes("not_granted_yet"))).toEqual([]);
      expect(lines.filter((line) => line.startsWith("default "))).toEqual([]);
    } finally {
      await fresh.db.exec("drop table public.not_granted_yet");
    }
  });

  it("grants exactly what the product needs: writes only on the columns a person fills in, no sequence, no truncate", async () => {
    const lines = await privileges(fresh.db);
    // Tables anon reads whole; the public content and the catalogue are read column by column (below).
    expect(lines.filter((line) => line.startsWith("table ") && line.includes(" anon "))).toEqual([
      "table article_slug_redirects anon SELECT",
      "table case_study_slug_redirects anon SELECT",
      "table job_offer_slug_redirects anon SELECT",
    ]);
    // Staff account ids are not public (issue 42 item 4, decision 0988): no API role but the service role reads who
    // edited or uploaded, nor who teaches (staff read that through formation_trainers()/session_trainers()).
    const staffIds = lines.filter(
      (line) =>
        / (anon|authenticated) SELECT$/.test(line) && /^column \w+\.(updated_by|created_by|trainer_id) /.test(line),
    );
    expect(staffIds.filter((line) => line.includes(" anon "))).toEqual([]);
    expect(staffIds.filter((line) => /\.trainer_id /.test(line))).toEqual([]);
    expect(lines).not.toContain("table formations authenticated SELECT");
    expect(lines).not.toContain("table course_sessions authenticated SELECT");
    expect(lines).toContain("column formations.title authenticated SELECT");
    expect(lines).toContain("column course_sessions.starts_on authenticated SELECT");
    expect(staffIds.filter((line) => /\.(updated_by|created_by) /.test(line))).toEqual([]);
    expect(lines).toContain("column formations.expert anon SELECT");
    expect(lines).toContain("column articles.author_name anon SELECT");
    expect(lines.filter((line) => / (TRUNCATE|REFERENCES|TRIGGER)$/.test(line))).toEqual([]);
    // Anonymous visitors write only the public forms' columns (issue 12), never the workflow ones.
    expect(
      lines
        .filter((line) => line.startsWith("column ") && / anon (INSERT|UPDATE)$/.test(line))
        .map((line) => line.split(" ").slice(1).join(" "))
        .sort(),
    ).toEqual(
      [
        "consent",
        "details",
        "email",
        "full_name",
        "kind",
        "message",
        "organisation",
        "phone",
        "source_path",
        "subject",
        "website",
      ].map((c) => `enquiries.${c} anon INSERT`),
    );
    expect(lines.filter((line) => line.startsWith("sequence "))).toEqual([]);
    const clientWritable = lines
      .filter((line) => line.startsWith("column ") && / authenticated (INSERT|UPDATE)$/.test(line))
      .map((line) => line.split(" ")[1]);
    for (const forbidden of [
      "id",
      "created_at",
      "updated_at",
      "user_id",
      "role",
      "email",
      "number",
      "issued_at",
      "changed_at",
    ]) {
      // An enquiry's e-mail is the sender's own address, typed in the form (issue 12).
      const offending = clientWritable.filter(
        (column) =>
          column.endsWith(`.${forbidden}`) && column !== "enrollments.user_id" && column !== "enquiries.email",
      );
      expect(offending, forbidden).toEqual([]);
    }
    expect(
      lines.filter((line) => line.startsWith("function ") && line.includes(" anon ")).map((line) => line.split("(")[0]),
    ).toEqual(
      // The cancellation policy is public terms (decision 0860), read by the formation page and the CGV; whether a job
      // offer is public is a pure predicate its read policy calls (issue 28).
      [
        // The 15-minute call (decision 1021): slots, booking and the manage link's token, checked inside.
        "book_call",
        "call_booking_by_token",
        "call_slots",
        "cancel_call",
        "cancellation_policy",
        "confirm_newsletter",
        // The inbox search's index expression (decision 1112), run by whoever sends a form.
        "enquiry_search_words",
        "job_offer_is_public",
        "reschedule_call",
        "subscribe_newsletter",
        "unsubscribe_newsletter",
        "verify_certificate",
      ].map((fn) => `function ${fn}`),
    );
    expect(
      lines
        .filter((line) => line.startsWith("function ") && line.includes(" authenticated "))
        .map((line) => line.split("(")[0]),
    ).toEqual(
      // Each checks its caller itself (security definer): attendance and results (issue 27), content editors (28).
      [
        // The CGV and the session's cancellation terms accepted before paying (decision 1030): the caller's own seat.
        "accept_sale_terms",
        // The 15-minute call (decision 1021): staff add consultants and cancel calls; visitors book, checked inside.
        "add_call_consultant",
        // The back office at a firm's volume (decisions 1076–1078, 1112): admins only, checked inside.
        "admin_enquiries_page",
        "admin_enrollment_figures",
        "admin_enrollment_statistics",
        "admin_enrollments_page",
        // The session form's formation picker and « Gérer les experts » searched in the database (decision 1133).
        "admin_experts",
        "admin_formation_choices",
        "admin_formations_page",
        "admin_search_people",
        "admin_sessions_page",
        // Company invoices and funding (decisions 1000, 1001): staff only, or staff and the organisation's training
        // manager, checked inside.
        "agreement_funding",
        "book_call",
        // Calendar feeds (decision 1016): the caller's own private link.
        "calendar_feed_created_at",
        "call_booking_by_token",
        "call_slots",
        // Online learning (decision 1012): who authors a formation's content, who reads a module or a file.
        "can_author_learning",
        "can_read_company_invoice",
        // Training agreements (decisions 0998, 0999): staff, or the organisation's training manager, checked inside;
        // who reads an intra-company session (its organisation, trainer and learners), for its policy.
        "can_read_intra_session",
        "can_read_learning_module",
        "can_read_learning_object",
        "can_write_learning_object",
        "cancel_call",
        "cancel_company_invoice",
        // One payment at a time (decision 1029): the learner cancels their own waiting Mobile Money request.
        "cancel_payment_request",
        "cancellation_policy",
        "company_statement",
        // The company's trainings (decision 1011): staff, or the organisation's training manager, checked inside.
        "company_training_report",
        "confirm_newsletter",
        "correct_attendance",
        "create_agreement_from_quote",
        "create_calendar_feed",
        "current_user_role",
        // The inbox search's index expression (decision 1112), run by whoever writes an enquiry.
        "enquiry_search_words",
        "evaluation_results",
        // The learning follow-up (decision 1023): staff, the session's trainers and the formation's authors, checked inside.
        "formation_learning_insights",
        // The formations search's index expression (decision 1133), run by whoever writes a formation.
        "formation_search_words",
        // Staff ids (decision 0988): all rows for admins, a trainer's own, none for others.
        "formation_trainers",
        // Negotiated prices (decision 1002): the caller's own plan state and price, staff's unit price (checked inside).
        "instalment_plan_state",
        // Organisations (decision 0995): staff, or a training manager of that organisation, checked inside.
        "invite_organisation_member",
        "is_admin",
        "is_content_editor",
        "is_learner_of_formation",
        "is_session_learner",
        "is_session_trainer",
        "is_trainer_of",
        "is_trainer_of_learner",
        "is_training_manager_of",
        "issue_agreement_balance",
        "issue_agreement_invoices",
        "issue_company_credit_note",
        "issue_company_invoice",
        "issue_completion_certificates",
        "job_offer_is_public",
        // The learner's outline and progress (decision 1012): their own confirmed enrollment, checked inside.
        // Live classes (decision 1024): the learner's own confirmed enrollment, the link only around the class.
        "join_live_class",
        "learning_live_classes",
        "learning_outline",
        // Quizzes (decision 1013): the learner's own attempts and the formation's authors, checked inside.
        "learning_quizzes",
        "mark_attendance",
        "mark_lesson_done",
        "merge_organisations",
        "my_waitlist_positions",
        // Quotes (decision 0997): staff only, checked inside (is_admin) or through RLS (security invoker).
        "name_agreement_trainee",
        "new_quote_version",
        "override_attendance_rule",
        // The people search's index expression (decision 1078), run by whoever writes a profile.
        "person_search_words",
        "price_preview",
        "quiz_answer_keys",
        "quote_from_enquiry",
        "record_company_invoice_payment",
        // Time on content (decision 1023): the learner's own confirmed enrollment, checked inside.
        "record_learning_time",
        "remind_stuck_learners",
        "remove_agreement_trainee",
        "remove_organisation_member",
        // Messages on the phone (decision 1008): the signed-in learner's own number, channels and consent.
        "remove_phone",
        "rename_expert",
        "replace_agreement_trainee",
        "reschedule_call",
        "revoke_calendar_feed",
        // The sales ledger (decision 1010): staff only, checked inside.
        "sales_ledger",
        // The ledger of a period in one answer (decision 1132): sales_ledger() checks the caller.
        "sales_ledger_lines",
        "save_quiz_question",
        "save_quote_draft",
        // SCORM lessons (decision 1025): the caller's own confirmed enrollment, checked inside.
        "scorm_attempt",
        "scorm_commit",
        "scorm_launch",
        "session_attendance_summary",
        "session_learning_report",
        "session_live_url",
        "session_trainers",
        "session_unit_price",
        "set_agreement_funding",
        "set_agreement_session",
        "set_organisation_member_role",
        "set_phone_preferences",
        "set_session_live_url",
        "set_user_role",
        "sign_attendance",
        "sign_attendance_offline",
        "sign_slot",
        "slot_code",
        // The slot's secret for its codes offline (decision 1070): the slot's trainer or staff, checked inside.
        "slot_offline_secret",
        "staff_cancel_call",
        "start_quiz_attempt",
        "submit_quiz_attempt",
        "subscribe_newsletter",
        "unsubscribe_newsletter",
        "verify_certificate",
      ].map((fn) => `function ${fn}`),
    );
    const triggerFunctions = [
      "touch_updated_at",
      "price_enrollment",
      "guard_profile_role",
      "handle_new_user",
      "record_enrollment_status",
      "enquiries_drop_honeypot",
      "check_enquiry_assignee",
      "enquiries_one_per_request",
      "record_enquiry_changes",
      "stamp_content_change",
      "queue_enquiry_mails",
    ];
    expect(lines.filter((line) => triggerFunctions.some((fn) => line.startsWith(`function ${fn}(`)))).toEqual([]);
  });

  it("after a start (platform layer + pending migrations), the legacy database holds the same privileges as a fresh one", async () => {
    const { applied } = await migrate(legacy.db);
    const all = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith(".sql")).sort();
    expect(applied).toEqual(all.filter((file) => !LEGACY_MIGRATIONS.includes(file)));
    expect(await privileges(legacy.db)).toEqual(await privileges(fresh.db));
  });

  it("the trainer migration gave each formation the one trainer account bearing its expert's name, and no one else", async () => {
    const { rows } = await legacy.db.query<{ expert: string; trainer: string | null }>(`
      select f.expert, p.full_name as trainer from public.formations f left join public.profiles p on p.id = f.trainer_id
      where f.expert in ('Dr. Aminata Koné', 'Ousmane Diallo', 'Fatou Ndiaye') group by 1, 2 order by 1`);
    expect(rows).toEqual([
      { expert: "Dr. Aminata Koné", trainer: "Dr. Aminata Koné" },
      { expert: "Fatou Ndiaye", trainer: null },
      { expert: "Ousmane Diallo", trainer: null },
    ]);
  });
});
