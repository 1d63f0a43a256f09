// Audio to text (docs/transcription.md): its pages, slice and saga load with the route, so
// importing this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

export type { transcriptionSlice } from './transcriptionSlice';

const TranscriptionRoute = lazyPage(() => import('./TranscriptionRoute'), 'TranscriptionRoute');
const RecordingRoute = lazyPage(() => import('./TranscriptionRoute'), 'RecordingRoute');

/** `/transcription/index` and `/transcription/:audioId`. */
export const routes = [
  { path: 'transcription/index', Component: TranscriptionRoute },
  { path: 'transcription/:audioId', Component: RecordingRoute },
];
