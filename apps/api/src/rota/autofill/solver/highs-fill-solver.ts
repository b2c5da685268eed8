import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'node:worker_threads';
import type { FillInput, FillResult } from '@rotaledger/domain';
import { FillSolver } from '../fill-solver.port';
import { startSolverThread } from './fill-solver-thread';
import type { FillReply, FillRequest } from './fill-solver.worker';
import type { ProposeOptions } from './highs-propose';

/**
 * The FillSolver of HiGHS (WebAssembly), run in one worker thread so a 40-person fill never
 * holds the event loop: requests queue in the thread and answer in order. The thread starts
 * at the first request, lowers its own priority (nice 10) so a long fill yields the CPU to
 * the API's thread on a busy machine, and holds the process open only while a request is pending; a crashed
 * thread fails its pending requests and the next request starts a new one.
 */
@Injectable()
export class HighsFillSolver extends FillSolver implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (result: FillResult) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** The thread that answered last (0 would be the main thread). */
  lastThreadId: number | null = null;
  /** The nice value of the thread that answered last (the solver runs below the API's priority). */
  lastNiceness: number | null = null;

  propose(input: FillInput, options: ProposeOptions = {}): Promise<FillResult> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise<FillResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, input, options } satisfies FillRequest);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startSolverThread();
    worker.on('message', (reply: FillReply) => this.answer(reply));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`The auto-fill solver stopped (exit ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private answer(reply: FillReply) {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    this.lastThreadId = reply.threadId;
    this.lastNiceness = reply.niceness;
    if (this.pending.size === 0) this.worker?.unref();
    if (!waiting) return;
    if ('result' in reply) waiting.resolve(reply.result);
    else waiting.reject(new Error(reply.error));
  }

  private fail(worker: Worker, error: Error) {
    if (this.worker === worker) this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
