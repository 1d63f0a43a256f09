import type { AppModule } from '../../platform/deps';
import { createAliyunSink, createBuiltinSink } from '../../platform/intake';
import { createTranscribeJob } from './jobs';
import { transcriptionRoutes } from './routes';
import { createTranscriptionService } from './service';

export { createTranscribeJob, TRANSCRIBE_JOB } from './jobs';

/**
 * Audio to text (docs/transcription.md): recordings uploaded through file intake, decoded and
 * checked, transcribed by a job through the speech provider, summarised and observed with a
 * chat model, exported to Word, text and subtitles. The job is registered in every process.
 */
export const transcriptionModule: AppModule = {
  name: 'transcription',
  plugin: async (app, { db, jobs, ai, config }) => {
    const sink = config.aliyunOss
      ? createAliyunSink(config.aliyunOss)
      : createBuiltinSink(config.dataDir);
    const maxUploadBytes = config.ai.speech?.maxUploadBytes;
    jobs.register(createTranscribeJob({ db, ai, sink, maxUploadBytes }));
    await app.register(transcriptionRoutes, {
      service: createTranscriptionService({
        db,
        jobs,
        ai,
        sink,
        maxBytes: config.intakeMaxBytes.audio,
        maxUploadBytes,
      }),
    });
  },
};
