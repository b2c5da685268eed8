/**
 * A scripted MongoDB primary on loopback, through the driver team's wire-protocol mock
 * (`mongodb-mock-server`): the MongoDB adapter's error paths are tested against it, since no
 * MongoDB runs on these machines. It stores nothing. Every command gets a plain success
 * (an empty cursor for a read, one document matched for a write) unless a test has queued
 * an answer for it with `next`: a document (a server error, a write error, a moved
 * checkpoint) or HANG_UP (the connection closed with no answer, as a network failure after
 * the server received the command).
 *
 * Pitfalls of the mock with driver 7 (found here): its hello must carry
 * `__nodejs_mock_server__` (the driver then speaks OP_QUERY, the only protocol the mock
 * parses) and a wire version of 9 or more; a cursor's `id` must be a Long, not a number.
 */
import { Document, Long } from 'mongodb';
import { createServer, DEFAULT_ISMASTER_36, MockRequest, MockServer } from 'mongodb-mock-server';

/** Closes the connection without answering. */
export const HANG_UP = Symbol('hang up');
export type WireAnswer = Document | typeof HANG_UP;

/** One command the driver sent (the handshake, heartbeats and endSessions left out). */
export interface WireCommand {
  name: string;
  body: Document;
}

const HANDSHAKES = new Set(['hello', 'ismaster', 'isMaster']);

export class MongoWireMock {
  /** Every command received, in order. */
  readonly commands: WireCommand[] = [];
  private readonly queued = new Map<string, ((body: Document) => WireAnswer)[]>();

  private constructor(private readonly server: MockServer) {}

  static async start(): Promise<MongoWireMock> {
    const server = await createServer(0, '127.0.0.1');
    const mock = new MongoWireMock(server);
    server.setMessageHandler((request) => mock.handle(request));
    return mock;
  }

  /**
   * A connection string for MongoReadModelStore.open: this server alone, checked every 500 ms.
   * The selection timeout bounds how long a retry waits for the server to be found again
   * (generous, for a loaded machine) and how long a store that is gone takes to say so.
   */
  url(serverSelectionTimeoutMs = 10_000): string {
    return `mongodb://${this.server.uri()}/?directConnection=true&serverSelectionTimeoutMS=${serverSelectionTimeoutMs}&heartbeatFrequencyMS=500`;
  }

  /** Answers the next `name` command so (once); later ones get the plain success again. */
  next(name: string, answer: WireAnswer | ((body: Document) => WireAnswer)): this {
    const list = this.queued.get(name) ?? [];
    // (A Document may be anything, so `typeof` alone does not narrow it.)
    list.push(typeof answer === 'function' ? (answer as (body: Document) => WireAnswer) : () => answer);
    this.queued.set(name, list);
    return this;
  }

  /** The commands received of these names, in order. */
  sent(...names: string[]): WireCommand[] {
    return this.commands.filter((command) => names.includes(command.name));
  }

  async stop(): Promise<void> {
    await this.server.destroy();
  }

  private handle(request: MockRequest): void {
    const body = request.document;
    const name = Object.keys(body)[0];
    if (HANDSHAKES.has(name)) {
      request.reply({
        ...DEFAULT_ISMASTER_36,
        maxWireVersion: 21,
        isWritablePrimary: true,
        setName: 'rs0',
        hosts: [this.server.uri()],
        me: this.server.uri(),
        logicalSessionTimeoutMinutes: 30,
      });
      return;
    }
    if (name === 'endSessions') {
      request.reply({ ok: 1 });
      return;
    }
    this.commands.push({ name, body });
    const answer = this.queued.get(name)?.shift()?.(body) ?? plainSuccess(name, body);
    if (answer === HANG_UP) request.connection.destroy();
    else request.reply(answer);
  }
}

function plainSuccess(name: string, body: Document): Document {
  switch (name) {
    case 'find':
    case 'aggregate':
    case 'listIndexes':
      return cursor(String(body[name]), []);
    case 'findAndModify':
      return { ok: 1, value: null, lastErrorObject: { n: 0, updatedExisting: false } };
    case 'update':
    case 'delete':
    case 'insert':
      return { ok: 1, n: 1, nModified: 1 };
    default:
      return { ok: 1 };
  }
}

/** A find's answer holding these documents (one batch). */
export function cursor(collection: string, documents: Document[]): Document {
  return { ok: 1, cursor: { id: Long.ZERO, ns: `rotaledger.${collection}`, firstBatch: documents } };
}

/** A server error of this code, with these labels (as a transaction's conflict or a stepped-down primary answer). */
export function serverError(code: number, codeName: string, errorLabels: string[] = []): Document {
  return { ok: 0, code, codeName, errmsg: `${codeName} (the mock's)`, ...(errorLabels.length ? { errorLabels } : {}) };
}

/** A write command's answer with a duplicate key error on its first write (E11000). */
export function duplicateKey(collection: string): Document {
  return {
    ok: 1,
    n: 0,
    writeErrors: [{ index: 0, code: 11000, errmsg: `E11000 duplicate key error collection: rotaledger.${collection} index: _id_ dup key` }],
  };
}
