import type { UploadResult } from '@studio/schemas';
import { eventually } from '../testing/eventually';
import { screenshotPng } from '../testing/images';
import { multipartFile } from '../testing/multipart';
import { useAdminSession, useTestServer } from '../testing/testServer';

describe('the orphan sweep, every FILE_GC_INTERVAL_SECONDS', () => {
  const server = useTestServer({ fileGcIntervalSeconds: 1, fileGcGraceMinutes: 5 });
  const admin = useAdminSession(server);

  it('deletes an upload nothing used once the grace period has passed, and keeps a new one', async () => {
    const upload = async (name: string) =>
      (
        await server().app.inject({
          method: 'POST',
          url: '/api/admin/upload',
          ...multipartFile(await screenshotPng(8, 8), { filename: name }),
          ...admin(),
        })
      ).json<UploadResult>().url;
    const abandoned = await upload('abandoned.png');
    const fresh = await upload('fresh.png');
    await server().query(
      `update files set created_at = now() - interval '1 hour', unreferenced_since = now() - interval '10 minutes'
        where filename = 'abandoned.png'`,
    );
    const status = (url: string) =>
      server()
        .app.inject({ method: 'HEAD', url })
        .then((response) => response.statusCode);
    expect(
      await eventually(
        () => status(abandoned),
        (code) => code === 404,
      ),
    ).toBe(404);
    expect(await status(fresh)).toBe(200);
  });
});
