import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

/** The namespace of Rotaledger's name-based ids (UUIDv5): a fixed, random UUID. */
const ROTALEDGER_NAMESPACE = '5b0e3f9c-2a64-4f4e-9d1a-7c3b8e6f1d20';

/** A name-based UUID, version 5 (RFC 9562 section 5.5): SHA-1 of the namespace's 16 bytes and the name. */
export function uuidV5(name: string, namespace: string = ROTALEDGER_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The ids of one decision's events on one stream. */
export interface EventIdBatch {
  idAt(index: number): string;
  /** The decision is stored (or found stored, or produced nothing): the next one on the stream gets other ids. */
  settle(): void;
}

/**
 * The ids of a request sent with an Idempotency-Key, derived from the key record's scope
 * (chosen once per key, kept by every attempt): the n-th decision on a stream gets the same
 * event ids in every attempt, and so do the new entities' ids (assignment, shift, ...). A
 * retry after an unknown outcome finds the events an earlier attempt stored by their ids
 * (AggregateStore) and answers with the same entity ids, instead of deciding again.
 */
export class IdempotencyScope {
  private entities = 0;
  private secrets = 0;
  private readonly decisions = new Map<string, number>();

  constructor(readonly scope: string) {}

  /** The request's change id (see Actor.changeId): the same in every attempt of the request. */
  changeId(): string {
    return uuidV5(`${this.scope}\nchange`);
  }

  /** The next new entity's id. */
  newId(): string {
    return uuidV5(`${this.scope}\nentity\n${this.entities++}`);
  }

  /**
   * The next secret token (base64url, `bytes` long): keyed with the server secret, so only the
   * server can derive it from the scope, and the same in every attempt. A retry that resolves
   * an earlier attempt's decision then holds the very secret that attempt stored (or stored
   * only the hash of), e.g. an invitation link's token to e-mail again.
   */
  newSecret(serverSecret: string, bytes: number): string {
    const name = `${this.scope}\nsecret\n${this.secrets++}`;
    let derived = Buffer.alloc(0);
    for (let block = 0; derived.length < bytes; block++)
      derived = Buffer.concat([derived, createHmac('sha256', serverSecret).update(`${name}\n${block}`, 'utf8').digest()]);
    return derived.subarray(0, bytes).toString('base64url');
  }

  /**
   * The event ids of the next decision on `streamId`. A decision retried after a concurrency
   * conflict keeps them until it settles, so every attempt numbers its decisions alike.
   */
  nextBatch(streamId: string): EventIdBatch {
    const decision = this.decisions.get(streamId) ?? 0;
    const base = `${this.scope}\nevent\n${streamId}\n${decision}`;
    let settled = false;
    return {
      idAt: (index) => uuidV5(`${base}\n${index}`),
      settle: () => {
        if (settled) return;
        settled = true;
        this.decisions.set(streamId, decision + 1);
      },
    };
  }
}

/** Who is acting, for the events' metadata (and, with an Idempotency-Key, whose ids are derived from it). */
export interface Actor {
  userId: string | null;
  correlationId: string;
  /** Whose data this is, when a team member acts for the team's owner (absent or equal to userId: the actor's own). */
  ownerId?: string;
  /**
   * The change this request makes (issue 29): every event it appends, on every stream, carries it
   * in its metadata, and the rota's answers name it, so the planner can undo exactly this change.
   * Minted by the server (unlike the correlation id, which a client may send and reuse).
   */
  changeId?: string;
  /** On an undo's events: the change they revert. */
  undoes?: string;
  /** On an accepted auto-fill's placements: the proposal they came from. */
  autofillProposalId?: string;
  /** Present when the request came with an Idempotency-Key. */
  idempotency?: IdempotencyScope;
}

/** A new entity's id: derived from the request's Idempotency-Key when it has one, else random. */
export function newEntityId(actor: Actor): string {
  return actor.idempotency?.newId() ?? randomUUID();
}

/** A new secret token of `bytes` random bytes (base64url): derived from the request's Idempotency-Key when it has one (see IdempotencyScope.newSecret). */
export function newSecretToken(actor: Actor, serverSecret: string, bytes: number): string {
  return actor.idempotency?.newSecret(serverSecret, bytes) ?? randomBytes(bytes).toString('base64url');
}
