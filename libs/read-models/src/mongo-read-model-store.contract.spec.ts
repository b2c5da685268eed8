import { describeOnMongo } from '../../event-store/src/testing/mongo-contract';
import { MongoReadModelStore } from './mongo-read-model-store';
import { describeReadModelStoreContract } from './testing/read-model-store.contract';

describeOnMongo<MongoReadModelStore>(
  'MongoDB contract suite',
  'rotaledger_contract',
  (options) => MongoReadModelStore.open(options),
  describeReadModelStoreContract,
);
