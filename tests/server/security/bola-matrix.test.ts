import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockNow } from '../../support/wall-clock';
import { makeAccount, type TestAccount } from '../learning/learning-kit';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { authHeaders, login } from '../user/user-test-kit';

/*
 * Standing cross-account (BOLA) matrix (issue 10): every route of the OpenAPI document with an id in
 * its path, query or body is called by a fresh attacker account with ids that belong to somebody
 * else (the seeded demo accounts). Nothing may be written (no 2xx on a write) and no read may answer
 * 2xx with the victim's data. Routes are enumerated, not listed, so new areas are covered as they
 * arrive; an id parameter the matrix does not know how to fill FAILS the test with a list, so a new
 * kind of id is added here (OWNED or PUBLIC below) instead of being skipped in silence.
 */

type Fill = (ctx: Ctx) => Promise<unknown>;
interface Ctx {
  t: TestApp;
  victimProfileId: number;
  path: string;
}

/** A row of `table` not owned by the attacker (everything seeded is somebody else's). */
const otherRow =
  (table: string, column = 'id'): Fill =>
  async ({ t }) => {
    const result = await sql<{
      v: unknown;
    }>`select ${sql.ref(column)} as v from ${sql.table(table)} order by 1 limit 1`.execute(t.db);
    return result.rows[0]?.v;
  };

/** Ids that belong to an account: filled with the victim's. Keys: parameter names (or `segment/id`). */
const OWNED: Record<string, Fill> = {
  profile_id: async (c) => c.victimProfileId,
  profileId: async (c) => c.victimProfileId,
  'profiles/id': async (c) => c.victimProfileId,
  'notification/id': async ({ t, victimProfileId }) =>
    (
      await t.db
        .selectFrom('notifications')
        .select('id')
        .where('profile_id', '=', victimProfileId)
        .executeTakeFirst()
    )?.id,
  feedId: otherRow('club_posts'),
  image_ids: otherRow('club_images'),
  imageIds: otherRow('club_images'),
  postId: otherRow('club_posts'),
  post_id: otherRow('club_posts'),
  commentId: otherRow('club_comments'),
  attemptId: otherRow('contest_attempts'),
  'practice/sessionId': otherRow('practice_sessions'),
  'share-links/id': otherRow('report_share_links'),
  orderCode: otherRow('payment_orders', 'order_code'),
  owned_item_id: otherRow('loyalty_owned_items'),
  contestProfileId: otherRow('contest_profiles'),
  contest_profile_id: otherRow('contest_profiles'),
};

/** Catalogue ids (the same for everybody): a route with only these is not a cross-account question. */
const PUBLIC = new Set([
  'grade_id',
  'gradeId',
  'school_id',
  'schoolId',
  'province_id',
  'provinceId',
  'course_id',
  'courseId',
  'schedule_id',
  'scheduleId',
  'class_schedule_id',
  'roundId',
  'round_id',
  'teacher_id',
  'category_id',
  'unit_id',
  'unitId',
  'questionId',
  'package_id',
  'promptId',
  'prompt_id',
  'item_id',
  'itemId',
  'reward_id',
  'rewardId',
  'rewards/id',
  'session_id',
  'topicId',
  'topic_id',
  'challengeId',
  // Client-made idempotency keys, not references to anything stored.
  'client_attempt_id',
  'idempotency_key',
]);
const PUBLIC_VALUE = 1;

const ID_NAME = /(^id$|Id$|_id$|Ids$|_ids$|^orderCode$)/;

interface Param {
  name: string;
  in: 'path' | 'query' | 'body';
}
type Schema = {
  pattern?: string;
  maxLength?: number;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  format?: string;
  minLength?: number;
  items?: Schema;
  minimum?: number;
};

/** A value the validator accepts for a non-id field, so the request reaches the handler. */
function example(schema: Schema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return example(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'date') return '2020-01-01';
      const candidates = [
        lastMonth(),
        'a'.repeat(Math.max(1, schema.minLength ?? 1)),
        'abcdefgh-1234',
        '0901000001',
        '1',
      ];
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      return (
        candidates.find((c) => (!pattern || pattern.test(c)) && c.length >= (schema.minLength ?? 0)) ?? 'a'
      );
    }
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, example(schema.properties?.[k])]));
    default:
      return null;
  }
}

function lastMonth(): string {
  const d = new Date(wallClockNow());
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

function keyOf(path: string, name: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const at = segments.indexOf(`{${name}}`);
  const before = at > 0 ? segments[at - 1]! : '';
  const area = segments.find((s) => !['main', 'lms', 'contest', 'service3', 'api'].includes(s)) ?? '';
  return [`${before}/${name}`, `${area}/${name}`, name];
}

describe.each(engines())('cross-account matrix over the OpenAPI document (%s)', (engine) => {
  let t: TestApp;
  let attacker: TestAccount;
  let victimProfileId: number;
  let victimMarkers: string[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    attacker = await makeAccount(t);
    const victim = await t.db
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.name', 'u.phone'])
      .where('u.phone', '=', '0901000001')
      .where('p.is_default', '=', true)
      .executeTakeFirstOrThrow();
    victimProfileId = victim.id;
    victimMarkers = [victim.name, victim.phone];
    // Things the seed does not create: the victim makes them through the API, as a user would.
    const session = await login(t, '0901000001');
    const asVictim = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: authHeaders(session),
        remoteAddress: '10.66.0.2',
      });
    const unit = await t.db.selectFrom('practice_units').select('id').orderBy('id').executeTakeFirst();
    if (unit) await asVictim('/main/practice/sessions', { profile_id: victim.id, unit_id: unit.id });
    const pack = await t.db.selectFrom('course_packages').select('id').orderBy('id').executeTakeFirst();
    if (pack)
      await asVictim('/main/payment/orders', {
        profile_id: victim.id,
        package_id: pack.id,
        accept_grade_mismatch: true,
      });
    await asVictim('/main/report/share-links', { profile_id: victim.id, month: lastMonth() });
  }, 200_000);
  afterAll(async () => {
    await t?.close();
  });

  it('no route answers another account’s ids with its data or a write', async () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: (Param & { schema?: Schema })[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >;
    };
    const unfillable: string[] = [];
    const leaks: string[] = [];
    const unreached: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        if (path.startsWith('/admin') || path.includes('/admin/') || path.includes('/dev/')) continue;
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const params: (Param & { schema?: Schema })[] = [
          ...(op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
          ...Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
            name,
            in: 'body' as const,
            schema,
          })),
        ];
        const ids = params.filter((p) => ID_NAME.test(p.name));
        if (ids.length === 0) continue;
        const values = new Map<string, unknown>();
        let owned = 0;
        let missing = false;
        for (const p of ids) {
          const keys = keyOf(path, p.name);
          const fill = keys.map((k) => OWNED[k]).find(Boolean);
          if (fill) {
            const value = await fill({ t, victimProfileId, path });
            if (value === undefined || value === null) {
              unfillable.push(`${method.toUpperCase()} ${path}: ${p.name} (no row owned by another account)`);
              missing = true;
            }
            const typed = p.schema?.type === 'string' ? String(value) : value;
            values.set(p.name, p.name.endsWith('Ids') || p.name.endsWith('_ids') ? [typed] : typed);
            owned += 1;
          } else if (keys.some((k) => PUBLIC.has(k))) {
            values.set(p.name, p.schema?.type === 'string' ? example(p.schema) : PUBLIC_VALUE);
          } else {
            unfillable.push(`${method.toUpperCase()} ${path}: ${p.name} (add it to OWNED or PUBLIC)`);
            missing = true;
          }
        }
        if (missing || owned === 0) continue;
        let url = path;
        const query: string[] = [];
        const body: Record<string, unknown> = (example(bodySchema) as Record<string, unknown>) ?? {};
        for (const p of params) {
          const value = values.has(p.name) ? values.get(p.name) : example(p.schema);
          if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
          else if (
            p.in === 'query' &&
            (values.has(p.name) ||
              (op.parameters ?? []).some((q) => q.name === p.name && (q as { required?: boolean }).required))
          )
            query.push(`${p.name}=${encodeURIComponent(String(value))}`);
          else if (p.in === 'body' && values.has(p.name)) body[p.name] = value;
        }
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: query.length ? `${url}?${query.join('&')}` : url,
          headers: attacker.headers,
          ...(method === 'get' ? {} : { payload: body }),
          remoteAddress: '10.66.0.1',
        });
        checked += 1;
        const label = `${method.toUpperCase()} ${path} → ${res.statusCode}`;
        if (res.statusCode >= 200 && res.statusCode < 300) {
          if (method !== 'get') leaks.push(`${label} (a write with another account's id)`);
          else if (victimMarkers.some((m) => res.body.includes(m)))
            leaks.push(`${label} (answers the victim's data)`);
        } else if (res.statusCode === 400 && res.body.includes('Dữ liệu không hợp lệ')) {
          unreached.push(`${label}: ${res.body.slice(0, 160)}`);
        } else if (res.statusCode >= 500) {
          leaks.push(`${label} (server error)`);
        }
      }
    }
    expect({ unfillable, unreached, leaks }).toEqual({ unfillable: [], unreached: [], leaks: [] });
    expect(checked).toBeGreaterThan(20);
  }, 300_000);
});
