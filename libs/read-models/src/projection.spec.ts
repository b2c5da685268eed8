import type { EventBody, StoredEvent } from '@rotaledger/event-store';
import { applyEvents, defineProjection, EVENTS_PER_TURN, projectionHandles } from './projection';
import type { ProjectionBatch } from './read-model-store.port';
import { givenEvents, storedEvents } from './testing/given-events';

type Opened = EventBody<'Opened', { tabId: string; at: number }>;
type Renamed = EventBody<'Renamed', { tabId: string; title: string }>;
type Closed = EventBody<'Closed', { tabId: string }>;
type TabEvent = Opened | Renamed | Closed;

const defineTabProjection = defineProjection<TabEvent>();

/** Reads Opened and Renamed only: a Closed tab keeps its document. */
const titles = defineTabProjection({
  name: 'titles',
  collections: ['titles'],
  eventTypes: ['Opened', 'Renamed'],
  async apply(event, batch) {
    // `event.data` is typed by `event.type`: no casts.
    if (event.type === 'Opened') batch.put('titles', { id: event.data.tabId, title: 'New tab', openedAt: event.data.at });
    else batch.put('titles', { ...(await batch.get('titles', event.data.tabId)), id: event.data.tabId, title: event.data.title });
    // @ts-expect-error Closed is not among its eventTypes, so apply never sees one.
    if (event.type === 'Closed') batch.delete('titles', event.data.tabId);
  },
});

/** Reads every event of the union. */
const openTabs = defineTabProjection({
  name: 'open-tabs',
  collections: ['open_tabs'],
  async apply(event: StoredEvent<TabEvent>, batch) {
    if (event.type === 'Closed') batch.delete('open_tabs', event.data.tabId);
    else if (event.type === 'Opened') batch.put('open_tabs', { id: event.data.tabId });
  },
});

const history: (Opened | Renamed | Closed)[] = [
  { type: 'Opened', data: { tabId: 't1', at: 1 } },
  { type: 'Opened', data: { tabId: 't2', at: 2 } },
  { type: 'Closed', data: { tabId: 't1' } },
  { type: 'Renamed', data: { tabId: 't1', title: 'Rota' } },
];

describe('defineProjection', () => {
  it('hands apply only the events its eventTypes name', async () => {
    await givenEvents(titles, history).thenDocuments('titles', [
      { id: 't1', title: 'Rota', openedAt: 1 },
      { id: 't2', title: 'New tab', openedAt: 2 },
    ]);
    expect(storedEvents(history).map((event) => projectionHandles(titles, event))).toEqual([true, true, false, true]);
  });

  it('hands every event of the union to a projection without eventTypes', async () => {
    await givenEvents(openTabs, history).thenDocuments('open_tabs', [{ id: 't2' }]);
  });

  it('refuses, at compile time, an event type the union does not have', () => {
    // @ts-expect-error 'Openned' is no TabEvent type.
    const typo = defineTabProjection({ name: 'typo', collections: [], eventTypes: ['Openned'], async apply() {} });
    expect(typo.eventTypes).toEqual(['Openned']);
  });
});

describe('applyEvents', () => {
  it(`applies a long batch in slices of ${EVENTS_PER_TURN} events, letting other work run between them`, async () => {
    const log: string[] = [];
    const counting = defineTabProjection({
      name: 'counting',
      collections: [],
      async apply(event) {
        log.push(event.data.tabId);
      },
    });
    const opened = Array.from({ length: 50 }, (_, i): Opened => ({ type: 'Opened', data: { tabId: `t${i}`, at: i } }));
    setImmediate(() => log.push('other work'));
    await applyEvents(counting, storedEvents(opened), {} as ProjectionBatch);
    expect(log.indexOf('other work')).toBe(EVENTS_PER_TURN);
    expect(log.filter((entry) => entry !== 'other work')).toEqual(opened.map((event) => event.data.tabId));
  });
});
