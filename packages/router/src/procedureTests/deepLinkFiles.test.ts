import { ADMIN, appFields, callAs, useTestDatabase } from '../testing/harness';
import { appleAppSiteAssociation, assetLinks } from '@studio/core/services/deepLinkFiles';

const orm = useTestDatabase();
const FINGERPRINT = Array.from({ length: 32 }, () => '0F').join(':');

async function addApps() {
  const admin = callAs(orm(), ADMIN).caller.admin.apps;
  await admin.create(
    appFields({
      slug: 'space-miner',
      deepLinks: {
        appleTeamId: 'ABCDE12345',
        iosBundleId: 'com.pixelwave.spaceminer',
        androidPackage: 'com.pixelwave.spaceminer',
        androidSha256Fingerprints: [FINGERPRINT],
      },
    }),
  );
  await admin.create(
    appFields({
      slug: 'tip-split',
      name: 'Tip Split',
      deepLinks: { appleTeamId: 'ABCDE12345', iosBundleId: 'com.pixelwave.tipsplit' },
    }),
  );
  // Half set up: left out of both files.
  await admin.create(
    appFields({ slug: 'focus-flow', name: 'Focus Flow', deepLinks: { androidPackage: 'com.a.b' } }),
  );
  await admin.create(appFields({ slug: 'no-links', name: 'No Links' }));
  // Scheduled: not named until its time.
  await admin.create(
    appFields({
      slug: 'secret-sequel',
      name: 'Secret Sequel',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      deepLinks: {
        appleTeamId: 'ABCDE12345',
        iosBundleId: 'com.pixelwave.sequel',
        androidPackage: 'com.pixelwave.sequel',
        androidSha256Fingerprints: [FINGERPRINT],
      },
    }),
  );
}

describe('deep-link files', () => {
  it('lets each iOS app open its own pages as universal links', async () => {
    await addApps();
    expect(await appleAppSiteAssociation(orm().em.fork())).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.com.pixelwave.spaceminer'],
            components: [{ '/': '/apps/space-miner' }, { '/': '/apps/space-miner/*' }],
          },
          {
            appIDs: ['ABCDE12345.com.pixelwave.tipsplit'],
            components: [{ '/': '/apps/tip-split' }, { '/': '/apps/tip-split/*' }],
          },
        ],
      },
    });
  });

  it('lets each Android app open its own pages as app links', async () => {
    await addApps();
    expect(await assetLinks(orm().em.fork())).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.pixelwave.spaceminer',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
        relation_extensions: {
          'delegate_permission/common.handle_all_urls': {
            dynamic_app_link_components: [
              { '/': '/apps/space-miner' },
              { '/': '/apps/space-miner/*' },
            ],
          },
        },
      },
    ]);
  });

  it('are valid and empty when no app has deep links', async () => {
    expect(await appleAppSiteAssociation(orm().em.fork())).toEqual({ applinks: { details: [] } });
    expect(await assetLinks(orm().em.fork())).toEqual([]);
  });
});
