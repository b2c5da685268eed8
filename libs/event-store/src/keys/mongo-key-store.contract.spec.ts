import { describeOnMongo } from '../testing/mongo-contract';
import { MongoKeyStore } from './mongo-key-store';
import { describeKeyStoreContract } from './testing/key-store.contract';

describeOnMongo<MongoKeyStore>(
  'MongoDB key store contract suite',
  'rotaledger_keys',
  (options) => MongoKeyStore.open(options),
  describeKeyStoreContract,
);
