import { describe, expect, it } from "vitest";
import { statementBatches } from "./statement-batches.ts";

/** A `send` that records its batches and answers when told to. */
function recordingSend() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const send = (batch: number[]) => {
    batches.push(batch);
    return new Promise<string[]>((done) => {
      pending.push(() => done(batch.map((n) => `answer ${n}`)));
    });
  };
  const answerNext = async () => {
    pending.shift()?.();
    // Let the answers and the next turn's send run.
    await new Promise((done) => setImmediate(done));
  };
  return { batches, send, answerNext };
}

describe("statement batches", () => {
  it("sends a request at once, and those that arrive meanwhile together in arrival order", async () => {
    const { batches, send, answerNext } = recordingSend();
    const request = statementBatches(send, { maxInFlight: 1, maxBatch: 100 });
    const answers = [1, 2, 3, 4].map((n) => request(n));
    expect(batches).toEqual([[1]]);
    await answerNext();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await answerNext();
    await expect(Promise.all(answers)).resolves.toEqual([
      "answer 1",
      "answer 2",
      "answer 3",
      "answer 4",
    ]);
  });

  it("runs maxInFlight batches at once, each within maxBatch", async () => {
    const { batches, send, answerNext } = recordingSend();
    const request = statementBatches(send, { maxInFlight: 2, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((n) => request(n));
    expect(batches).toEqual([[1], [2]]);
    await answerNext();
    expect(batches).toEqual([[1], [2], [3, 4]]);
    await answerNext();
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    for (let i = 0; i < 3; i++) await answerNext();
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6], [7]]);
    await expect(Promise.all(answers)).resolves.toHaveLength(7);
  });

  it("sends each request of a failed batch again alone: only the refused one fails", async () => {
    const sent: number[][] = [];
    const request = statementBatches(
      async (batch: number[]) => {
        sent.push(batch);
        if (batch.includes(3)) throw new Error("statement refused 3");
        return batch.map((n) => n * 10);
      },
      { maxInFlight: 1, maxBatch: 100 },
    );
    const answers = [1, 2, 3, 4].map((n) => request(n));
    await expect(answers[0]).resolves.toBe(10);
    await expect(answers[1]).resolves.toBe(20);
    await expect(answers[2]).rejects.toThrow("statement refused 3");
    await expect(answers[3]).resolves.toBe(40);
    expect(sent).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    await expect(request(5)).resolves.toBe(50);
  });

  it("refuses a batch answered with the wrong number of answers", async () => {
    const request = statementBatches(async () => [], { maxInFlight: 1, maxBatch: 100 });
    await expect(request(1)).rejects.toThrow("a batch of 1 got 0 answers");
  });
});
