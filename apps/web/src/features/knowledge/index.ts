// Knowledge (docs/knowledge.md): the pages, slice and saga load with the routes.
import { lazyPage } from '../../shared/lazyPage';

export type { knowledgeSlice } from './knowledgeSlice';

const KnowledgeRoute = lazyPage(() => import('./KnowledgeRoutes'), 'KnowledgeRoute');
const KnowledgeDocumentRoute = lazyPage(
  () => import('./KnowledgeRoutes'),
  'KnowledgeDocumentRoute',
);

/** The library page and the document viewer. */
export const routes = [
  { path: 'knowledge/index', Component: KnowledgeRoute },
  { path: 'knowledge/doc/:documentId', Component: KnowledgeDocumentRoute },
];
