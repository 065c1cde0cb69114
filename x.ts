import { loadHadithCorpus } from './data/hadith-corpus';
const t = performance.now();
const c = await loadHadithCorpus({ kind: 'mirror', directory: '/work/shared/corpus' });
console.log(((performance.now()-t)/1000).toFixed(1)+'s');
for (const r of c.reports) console.log(JSON.stringify(r));
const f = (col: string, n: number) => c.records.find((r) => r.collection === col && r.number === n);
for (const [col,n] of [['bukhari',1],['bukhari',6018],['tirmidhi',2516],['abudawood',4031],['ibnmajah',3857],['nasai',1]] as const) { const r = f(col, n); console.log(col, n, r?.book, r?.idInBook, r?.english.slice(0,90), JSON.stringify(r?.grades)); }
