import type { Db } from '../db/database';

export interface OutboxMessage {
  id: number;
  phone: string;
  body: string;
  createdAt: string;
}

export async function storeOutboxMessage(db: Db, phone: string, body: string): Promise<void> {
  await db.insertInto('sms_outbox').values({ phone, body }).execute();
}

/** The newest messages sent to a phone (09x form), newest first. */
export async function latestOutboxMessages(db: Db, phone: string, limit: number): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['id', 'phone', 'body', 'created_at'])
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
