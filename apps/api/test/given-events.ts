import type { AnyDomainEvent } from '@rotaledger/domain';
import { givenEvents, GivenEvent } from '../../../libs/read-models/src/testing/given-events';
import type { DomainProjection } from '../src/infrastructure/domain-log';

export { GIVEN_EVENTS_START } from '../../../libs/read-models/src/testing/given-events';

/** A domain event of a projection scenario: type and data, plus the envelope fields it needs. */
export type GivenDomainEvent = GivenEvent<AnyDomainEvent>;

/** givenEvents typed by the domain's union, for the API's projections (see libs/read-models/src/testing/given-events). */
export const givenDomainEvents = (projection: DomainProjection, events: readonly GivenDomainEvent[]) => givenEvents(projection, events);
