import type { LazyFeature } from '../../shared/lazyFeature';
import { watchKnowledge } from './knowledgeSaga';
import { knowledgeSlice } from './knowledgeSlice';

/** The knowledge pages' slice and saga, loaded with the pages. */
export const knowledgeFeature: LazyFeature = {
  name: 'knowledge',
  slices: [knowledgeSlice],
  watchers: [watchKnowledge],
};
