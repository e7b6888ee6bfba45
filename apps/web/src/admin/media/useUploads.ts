import type { UploadKind, UploadResult } from '@studio/schemas';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../trpc';
import { UploadError, uploadFile } from './uploadFile';
import { notifyUploadFailure, notifyUploadSuccess } from './uploadNotices';

export interface PendingUpload {
  id: number;
  file: File;
  /** The grid slot (0-based) the file goes into. */
  slot: number;
  status: 'uploading' | 'error';
  /** 0..100 once the browser reports progress. */
  progress: number | null;
  /** The API's explanation of a failure, when it gave one. */
  serverMessage: string | null;
}

type OnUploaded = (url: string, kind: UploadKind, slot: number) => void;

/** Uploads in flight or failed, each with its own progress; finished ones leave the list. */
export function useUploads() {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(0);
  const utils = trpc.useUtils();

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (id: number, changes: Partial<PendingUpload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)),
    );

  /** Sends the file; resolves with the answer, or null when it failed (already reported) or was dropped. */
  const run = async (id: number, file: File): Promise<UploadResult | null> => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    try {
      return await uploadFile(file, {
        signal: controller.signal,
        onProgress: (progress) => patch(id, { progress }),
      });
    } catch (error) {
      if (controller.signal.aborted) return null;
      const serverMessage = error instanceof UploadError ? error.serverMessage : null;
      patch(id, { status: 'error', serverMessage });
      notifyUploadFailure();
      return null;
    } finally {
      controllers.current.delete(id);
    }
  };

  /** The kind is the server's, read from the bytes: a file's name or declared type may say otherwise. */
  const complete = (upload: PendingUpload, result: UploadResult, onUploaded: OnUploaded) => {
    setUploads((current) => current.filter((pending) => pending.id !== upload.id));
    onUploaded(result.url, result.kind, upload.slot);
    notifyUploadSuccess(result.kind);
    // Uploads show up in the dashboard's recent activity.
    void utils.admin.dashboard.activity.invalidate();
  };

  /** Uploads all files at once, each into its slot, but hands them over in the order they were chosen. */
  const start = (picks: Array<{ file: File; slot: number }>, onUploaded: OnUploaded) => {
    const started: PendingUpload[] = picks.map(({ file, slot }) => ({
      id: nextId.current++,
      file,
      slot,
      status: 'uploading',
      progress: null,
      serverMessage: null,
    }));
    setUploads((current) => [...current, ...started]);
    void started.reduce(async (previous, upload) => {
      const finished = run(upload.id, upload.file);
      await previous;
      const result = await finished;
      if (result !== null) complete(upload, result, onUploaded);
    }, Promise.resolve());
  };

  const retry = (upload: PendingUpload, onUploaded: OnUploaded) => {
    patch(upload.id, { status: 'uploading', progress: null, serverMessage: null });
    void run(upload.id, upload.file).then((result) => {
      if (result !== null) complete(upload, result, onUploaded);
    });
  };

  const dismiss = (id: number) => {
    controllers.current.get(id)?.abort();
    setUploads((current) => current.filter((upload) => upload.id !== id));
  };

  return { uploads, start, retry, dismiss };
}
