import type { LazyFeature } from '../../shared/lazyFeature';
import { watchTranscription } from './transcriptionSaga';
import { transcriptionSlice } from './transcriptionSlice';

/** Audio to text's slice and saga, loaded with its pages. */
export const transcriptionFeature: LazyFeature = {
  name: 'transcription',
  slices: [transcriptionSlice],
  watchers: [watchTranscription],
};
