import { createDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed/seed';

const t0 = Date.now();
const h = await createDatabase({ databaseUrl: null, dataDir: '' }, { pgliteDataDir: 'memory://' });
console.log('created', Date.now() - t0);
await migrate(h.db);
console.log('migrated', Date.now() - t0);
await seedIfEmpty(h.db);
console.log('seeded', Date.now() - t0);
await h.close();
