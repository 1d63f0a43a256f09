import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import type { ComponentType } from 'react';
import { useLazyFeature } from '../../shared/lazyFeature';
import { DocumentPage } from './DocumentPage';
import { knowledgeFeature } from './knowledgeFeature';
import { KnowledgePage } from './KnowledgePage';

function withFeature(Page: ComponentType) {
  return function KnowledgeRoute() {
    const ready = useLazyFeature(knowledgeFeature);
    return ready ? <Page /> : <Spinner className="py-32" label={MSG_LOADING} />;
  };
}

/** `/knowledge/index`: the library and questions over it. */
export const KnowledgeRoute = withFeature(KnowledgePage);
/** `/knowledge/doc/:documentId?passage=…`: the document viewer. */
export const KnowledgeDocumentRoute = withFeature(DocumentPage);
