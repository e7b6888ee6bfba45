import { fastlaneImportSchema, type FastlaneImport } from '@studio/schemas';
import { apiErrorBody } from '../../../apiErrors/failedCall';

/** A refused import: the API's message and, for texts the app's rules refuse, the messages per file. */
export class FastlaneImportError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'FastlaneImportError';
  }
}

/** The app's import address; its export is the same with `.zip`. */
export const fastlaneAddress = (appId: number) => `/api/admin/apps/${appId}/fastlane`;

/** Sends the ZIP in the multipart field `file`: with `dryRun`, only to hear what it would change. */
export async function sendFastlaneZip(
  appId: number,
  file: File,
  { dryRun }: { dryRun: boolean },
): Promise<FastlaneImport> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(`${fastlaneAddress(appId)}${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = fastlaneImportSchema.safeParse(answer);
    if (parsed.success) return parsed.data;
    throw new FastlaneImportError('The server sent an unexpected answer', {});
  }
  const refusal = apiErrorBody(answer);
  throw new FastlaneImportError(
    refusal?.message ?? `The import failed (${response.status})`,
    refusal?.errors ?? {},
  );
}
