import { importHadithAndDuas } from './data/import-hadith';
import { startEmbeddedTable } from './test/support/embedded-table';
const t = await startEmbeddedTable();
const s = performance.now();
const r = await importHadithAndDuas({ client: t.client, tableName: t.tableName }, { location: { kind: 'mirror', directory: '/work/shared/corpus' } });
console.log(((performance.now() - s) / 1000).toFixed(1) + 's', r.status, (r as any).items);
await t.close();
