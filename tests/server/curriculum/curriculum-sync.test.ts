import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT, type PracticeGradeFile } from '../../../server/curriculum/content-files';
import { syncCurriculum } from '../../../server/curriculum/curriculum-sync';
import { makeAccount } from '../learning/learning-kit';
import { answer, startSession, unitId } from '../practice/practice-kit';
import { engines, useTestApp } from '../support/test-app';
import { expectOk } from '../user/user-test-kit';

/*
 * The boot-time sync of the curriculum files (ADR 0014): nothing to do when the files did not change;
 * a new version updates units and items in place (same ids), retires what left the files, and keeps
 * the pupils' cards and answers.
 */
describe.each(engines())('curriculum sync (%s)', (engine) => {
  const t = useTestApp({ engine });
  let root: string;
  const GRADE_4 = path.join('practice', 'v1', 'grade-4.json');

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'curriculum-sync-'));
    cpSync(CONTENT_ROOT, root, { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('the seeded database holds the files’ version: a boot syncs nothing', async () => {
    expect(await syncCurriculum(t.db)).toEqual({ synced: [] });
    const versions = await t.db.selectFrom('content_versions').select('name').orderBy('name').execute();
    expect(versions.map((v) => v.name)).toEqual(['practice', 'speak']);
  });

  it('a new version updates in place, retires what left, and keeps the pupil’s card', async () => {
    const pupil = await makeAccount(t, { grade: 4 });
    const unit = await unitId(t, 4, 1);
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    const answered = session.items[0];
    expectOk(await answer(t, pupil.headers, session.sessionId, answered.id, 'anything'));
    const { item_key: answeredKey } = await t.db
      .selectFrom('practice_items')
      .select('item_key')
      .where('id', '=', answered.id)
      .executeTakeFirstOrThrow();

    const file = path.join(root, GRADE_4);
    const data = JSON.parse(readFileSync(file, 'utf8')) as PracticeGradeFile;
    data.units[0]!.title = 'My day, revised';
    const kept = data.units[0]!.items.filter((item) => item.id !== answeredKey);
    // The answered item leaves the files; another item changes its difficulty.
    data.units[0]!.items = kept;
    kept[0]!.difficulty = 3;
    writeFileSync(file, JSON.stringify(data));

    expect(await syncCurriculum(t.db, root)).toEqual({ synced: ['practice'] });
    const row = await t.db
      .selectFrom('practice_units')
      .select(['id', 'title', 'retired_at'])
      .where('id', '=', unit)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: unit, title: 'My day, revised', retired_at: null });
    const items = await t.db
      .selectFrom('practice_items')
      .select(['id', 'item_key', 'difficulty', 'retired_at'])
      .where('item_key', 'in', [answeredKey, kept[0]!.id])
      .execute();
    expect(items.find((i) => i.item_key === answeredKey)!.retired_at).not.toBeNull();
    expect(items.find((i) => i.item_key === kept[0]!.id)).toMatchObject({ difficulty: 3, retired_at: null });
    // The pupil's card and answer still point at the retired item; it is no longer offered.
    const card = await t.db
      .selectFrom('practice_cards')
      .select('item_id')
      .where('profile_id', '=', pupil.profileId)
      .execute();
    expect(card).toEqual([{ item_id: answered.id }]);
    const listed = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/units?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    );
    expect(listed.units.find((u: { id: number }) => u.id === unit).itemCount).toBe(kept.length);
    // The open session holds a retired item: a new session starts instead of resuming it.
    const next = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    expect(next.resumed).toBe(false);
    expect(next.items.map((i: { id: number }) => i.id)).not.toContain(answered.id);
    // The same files again: nothing to do; the repository's files: back as they were.
    expect(await syncCurriculum(t.db, root)).toEqual({ synced: [] });
    expect(await syncCurriculum(t.db)).toEqual({ synced: ['practice'] });
    const back = await t.db
      .selectFrom('practice_items')
      .select('retired_at')
      .where('id', '=', answered.id)
      .executeTakeFirstOrThrow();
    expect(back.retired_at).toBeNull();
  });
});
