import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { eventsRoute } from '../routes/events';
import { EventRecorder } from './eventRecorder';

interface EventRecordingOptions {
  orm: Orm;
  flushIntervalMs: number;
  notifyContentChanged(): Promise<void>;
}

/** POST /api/events and the recorder behind it, which writes what is left when the server closes. */
export const eventRecording: FastifyPluginAsync<EventRecordingOptions> = async (app, options) => {
  const recorder = new EventRecorder({ ...options, log: app.log });
  app.addHook('onReady', async () => recorder.start());
  app.addHook('onClose', () => recorder.close());
  await app.register(eventsRoute, { orm: options.orm, recorder });
};
