import { loadHadithCorpus } from './data/hadith-corpus';
import { loadDuaCorpus } from './data/dua-corpus';
const loc = { kind: 'mirror', directory: '/work/shared/corpus' } as const;
const h = await loadHadithCorpus(loc);
const d = await loadDuaCorpus(loc, h.records);
console.log(d.duas.length, 'merged', d.duplicatesMerged, 'with refs', d.duas.filter(x=>x.references.length).length, 'with grades', d.duas.filter(x=>x.references.some(r=>r.grades||r.collection_status)).length);
const counts: Record<string, number> = {}; for (const x of d.duas) counts[x.category]=(counts[x.category]??0)+1; console.log(counts);
console.log(JSON.stringify(d.duas.find(x=>x.category==='morning-evening' && x.references.length), null, 1).slice(0,1500));
