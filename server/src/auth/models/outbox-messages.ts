import type { Queryable } from "../../db/database";
import type { OutgoingMail } from "@common/outgoing-mail";
import type { Mailer } from "../mailer";

export type OutboxMessage = OutgoingMail & { id: string; created_at: string };

/**
 * Without SMTP on PostgreSQL (DATABASE_URL): messages are kept in private.outbox_messages instead of the instance's
 * DATA_DIR/outbox (decision 1027), so /_dev/outbox on any instance shows what every instance sent. A message with an
 * id is kept once: the retry of one already kept (its job's instance was killed before marking it done) adds nothing.
 */
export function databaseOutboxMailer(db: Queryable): Mailer & { list(): Promise<OutboxMessage[]> } {
  return {
    async send(message) {
      const createdAt = new Date().toISOString();
      const id = message.messageId ?? `${createdAt.replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
      await db.query(
        `insert into private.outbox_messages (id, created_at, message) values ($1, $2, $3::jsonb)
         on conflict (id) do nothing`,
        [id, createdAt, JSON.stringify(message)],
      );
    },
    async list() {
      const { rows } = await db.query<{ id: string; created_at: Date | string; message: OutgoingMail }>(
        "select id, created_at, message from private.outbox_messages order by created_at desc, seq desc limit 100",
      );
      return rows.map((row) => ({
        id: row.id,
        created_at: new Date(row.created_at).toISOString(),
        ...row.message,
      }));
    },
  };
}
