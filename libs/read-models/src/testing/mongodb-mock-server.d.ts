/** The part of `mongodb-mock-server` (2.0.1, untyped) that mongo-wire-mock.ts uses. */
declare module 'mongodb-mock-server' {
  import type { Socket } from 'node:net';
  import type { Document } from 'mongodb';

  export interface MockRequest {
    readonly document: Document;
    readonly connection: Socket;
    reply(documents: Document | Document[]): void;
  }

  export interface MockServer {
    uri(): string;
    setMessageHandler(handler: (request: MockRequest) => void): void;
    destroy(): Promise<void>;
  }

  export function createServer(port: number, host: string): Promise<MockServer>;
  export const DEFAULT_ISMASTER_36: Document;
}
