import { createHmac } from 'node:crypto';
import { normaliseEmail, personalDataPolicy } from '@rotaledger/domain';
import { createEventStore, createKeyStore, SealingEventStore } from '@rotaledger/event-store';
import type { AppConfig } from '../config/app-config';

/** HMAC-SHA-256 of the normalised address with the server's secret, hex: names `email-` claims and invitee key subjects. */
export function emailDigestFor(secret: string): (email: string) => string {
  return (email) => createHmac('sha256', secret).update(normaliseEmail(email)).digest('hex');
}

/**
 * Marks, in the key store, that the log was sealed in place under this version of the policy
 * (see sealLogOnce). `$migration:sealed-log-v1` is what the first sealing release left.
 */
export const sealedLogMark = (version: number) => `$migration:sealed-log-v${version}`;

/**
 * The app's event store: the configured adapter wrapped by the sealing layer (crypto-shredding),
 * with its personal data keys in the matching key store. On the first start after the upgrade
 * it seals, in place, the personal data of the events an older version wrote.
 */
export async function openSealedEventStore(config: AppConfig): Promise<SealingEventStore> {
  const inner = await createEventStore({
    databaseUrl: config.databaseUrl,
    eventStoreUrl: config.eventStoreUrl,
    dataDir: config.dataDir,
    traceSql: config.traceSql,
  });
  const keys = await createKeyStore(config);
  const store = new SealingEventStore(inner, keys, personalDataPolicy({ emailDigest: emailDigestFor(config.emailHmacSecret) }));
  await sealLogOnce(store);
  return store;
}

/**
 * Seals the events written before sealing existed, and re-seals those sealed under an older
 * version of the policy that still hold a newer personal field in the clear (phone numbers,
 * version 2), once per version: the key store keeps a mark for the version when it is done
 * (every later append is sealed as it is written). KurrentDB's log is immutable: its older
 * events stay as they are (docs/security.md), and the mark is set all the same.
 */
export async function sealLogOnce(store: SealingEventStore, logger: Pick<Console, 'warn'> = console): Promise<number> {
  const mark = sealedLogMark(store.policyVersion);
  if ((await store.keys.find([mark])).size > 0) return 0;
  let sealed = 0;
  if ((await store.health()).adapter === 'eventstoredb') {
    logger.warn(
      'KurrentDB: personal data in events written before it was sealed (or before this version sealed a field, such as phone numbers) cannot be rewritten in place (see docs/security.md)',
    );
  } else {
    sealed = await store.sealExisting();
  }
  await store.keys.obtain([{ keyId: mark, ownerId: null }]);
  return sealed;
}
