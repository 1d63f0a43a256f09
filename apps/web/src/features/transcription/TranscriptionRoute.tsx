import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useParams } from 'react-router';
import { useLazyFeature } from '../../shared/lazyFeature';
import { RecordingPage } from './RecordingPage';
import { TranscriptionPage } from './TranscriptionPage';
import { transcriptionFeature } from './transcriptionFeature';

/** `/transcription/index`: the upload, the recorder and the list. */
export function TranscriptionRoute() {
  const ready = useLazyFeature(transcriptionFeature);
  return ready ? <TranscriptionPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

/** `/transcription/:audioId`: one recording's player and transcript. */
export function RecordingRoute() {
  const ready = useLazyFeature(transcriptionFeature);
  const { audioId = '' } = useParams();
  return ready ? (
    <RecordingPage key={audioId} audioId={audioId} />
  ) : (
    <Spinner className="py-32" label={MSG_LOADING} />
  );
}
