import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Demo price list (VND). Licence codes match the demo courses of server/learning. */
const DEMO_PACKAGES: {
  name: string;
  grade: number | null;
  months: number;
  price: number;
  licence: string;
}[] = [
  { name: 'Tiếng Anh AI lớp 1 — 6 tháng', grade: 1, months: 6, price: 1_490_000, licence: 'EN-AI-G1' },
  { name: 'Tiếng Anh AI lớp 2 — 6 tháng', grade: 2, months: 6, price: 1_490_000, licence: 'EN-AI-G2' },
  { name: 'Tiếng Anh AI lớp 3 — 12 tháng', grade: 3, months: 12, price: 2_690_000, licence: 'EN-AI-G3' },
  { name: 'Tiếng Anh AI lớp 5 — 12 tháng', grade: 5, months: 12, price: 2_690_000, licence: 'EN-AI-G5' },
  {
    name: 'Cambridge Starters — 12 tháng',
    grade: null,
    months: 12,
    price: 3_290_000,
    licence: 'EN-CAM-STARTERS',
  },
];

/** Inside the seeding transaction: the packages /payment sells. */
export async function seedPayment(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('course_packages')
    .values(
      DEMO_PACKAGES.map((p, index) => ({
        name: p.name,
        grade_id: p.grade,
        months: p.months,
        price_vnd: p.price,
        licence_code: p.licence,
        position: index + 1,
      })),
    )
    .execute();
}
