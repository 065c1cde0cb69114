import type { SearchIndex } from '../../functions/search/in-memory-index';
import { type IndexItem, searchIndexItems } from '../../functions/search/index-items';
import { encodePositions } from '../../functions/search/term-positions';
import { keys } from '../../functions/shared/table';

/**
 * An index's term items as every import wrote them before small terms were folded (issue 28): each term's positions
 * under POS# sort keys of their own. What the stored-index tests read back and the bench measures against.
 */
export function previousTermItems(name: string, version: string, index: SearchIndex): IndexItem[] {
  return searchIndexItems(name, version, index).postings.flatMap((item) => {
    if (!('postings' in item) || item.positions === undefined) return [item];
    const { positions: _folded, ...postingsOnly } = item;
    return [
      postingsOnly,
      { ...keys.indexTermPositionsChunk(name, version, item.term, 0), positions: encodePositions(index.postings.get(item.term)!)[0] },
    ];
  });
}
