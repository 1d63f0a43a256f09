import type { SearchIndex } from '../../platform/search';
import type { diskItems } from '../../db/schema';

type DiskRow = typeof diskItems.$inferSelect;

/**
 * The disk in the foundations' search index (docs/architecture/search.md): each live file is a
 * `schoolFile` record, visible to its school's members (`org`), titled by its name with its
 * extracted text as body, so a search finds it by words (jieba) of either. Written after the
 * disk's own writes; a file in the 回收站 is out of the index.
 */
export function createDiskSearch(search: SearchIndex) {
  return {
    async index(row: DiskRow): Promise<void> {
      if (row.type !== 'file') return;
      await search.upsert([
        {
          kind: 'schoolFile',
          refId: row.id,
          ownerUid: row.uploaderId,
          orgId: row.orgId,
          visibility: 'org',
          title: row.name,
          body: row.text ?? '',
        },
      ]);
    },

    /** Ids of files of the school with every word of `query`, best first (at most 50). */
    async find(orgId: number, userId: number, query: string): Promise<string[]> {
      const found = await search.search({
        query,
        kinds: ['schoolFile'],
        viewer: { uid: userId, orgIds: [orgId] },
        limit: 50,
      });
      return found.keyword === 'and' ? found.hits.map((hit) => hit.refId) : [];
    },
  };
}
