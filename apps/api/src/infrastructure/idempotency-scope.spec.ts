import { IdempotencyScope, newEntityId, uuidV5 } from './idempotency-scope';

describe('uuidV5', () => {
  it("gives RFC 9562's example: www.example.com in the DNS namespace", () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
});

describe('IdempotencyScope', () => {
  it('gives every attempt of a request the same ids, and other keys other ids', () => {
    const attempt = (scope: string) => {
      const ids = new IdempotencyScope(scope);
      const first = ids.nextBatch('rota-1');
      const events = [first.idAt(0), first.idAt(1)];
      first.settle();
      return {
        entities: [ids.newId(), ids.newId()],
        events,
        next: ids.nextBatch('rota-1').idAt(0),
        other: ids.nextBatch('rota-2').idAt(0),
      };
    };

    expect(attempt('scope-a')).toEqual(attempt('scope-a'));
    const [a, b] = [attempt('scope-a'), attempt('scope-b')];
    expect(new Set([...Object.values(a).flat(), ...Object.values(b).flat()]).size).toBe(12);
  });

  it('keeps a decision its ids until it settles (a retried append after a conflict reuses them)', () => {
    const ids = new IdempotencyScope('scope-a');
    const conflicted = ids.nextBatch('rota-1');
    const retried = ids.nextBatch('rota-1');
    expect(retried.idAt(0)).toBe(conflicted.idAt(0));

    retried.settle();
    retried.settle();
    expect(ids.nextBatch('rota-1').idAt(0)).not.toBe(conflicted.idAt(0));
    expect(new IdempotencyScope('scope-a').nextBatch('rota-1').idAt(0)).toBe(conflicted.idAt(0));
  });

  it('leaves entity ids random without a key', () => {
    const actor = { userId: 'u1', correlationId: 'c1' };
    expect(newEntityId(actor)).not.toBe(newEntityId(actor));
  });
});
