/**
 * Requests that each need one statement, sent together. A request is sent at once while fewer
 * than `maxInFlight` batches run; the requests that arrive meanwhile wait for the next free turn
 * and go together, in arrival order, to ONE call of `send`: one statement, one round trip and one
 * commit for them all. At a trickle nothing waits; under a flood the database does a few
 * statements for many requests instead of one each (docs/performance.md, figure 4).
 *
 * Used by verify-user's counted lookups (services/accounts/counted-lookups.ts). `send` answers each request in the batch's
 * order. When it throws for a batch of several (its statement rolled back whole), each request is
 * sent again alone: one request the database refuses (or a deadlock with another process) never
 * fails the others sent beside it, and only the refused one gets the error.
 */

export interface StatementBatchOptions {
  /** Batches running at once; the next one gathers meanwhile. */
  maxInFlight: number;
  /** At most this many requests per batch: a flood waits in several turns, each statement bounded. */
  maxBatch: number;
}

interface Waiting<Request, Answer> {
  request: Request;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

export function statementBatches<Request, Answer>(
  send: (batch: Request[]) => Promise<Answer[]>,
  { maxInFlight, maxBatch }: StatementBatchOptions,
): (request: Request) => Promise<Answer> {
  let queue: Waiting<Request, Answer>[] = [];
  let inFlight = 0;

  async function sendAll(batch: Request[]) {
    const answers = await send(batch);
    if (answers.length !== batch.length) {
      throw new Error(`a batch of ${batch.length} got ${answers.length} answers`);
    }
    return answers;
  }

  async function run(batch: Waiting<Request, Answer>[]) {
    try {
      const answers = await sendAll(batch.map((waiting) => waiting.request));
      for (const [i, waiting] of batch.entries()) waiting.resolve(answers[i] as Answer);
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      await Promise.all(
        batch.map(({ request, resolve, reject }) =>
          sendAll([request]).then((answers) => resolve(answers[0] as Answer), reject),
        ),
      );
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return (request) =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ request, resolve, reject });
      pump();
    });
}
