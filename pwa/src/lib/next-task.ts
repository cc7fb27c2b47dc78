/**
 * Resolves in a task of its own (a timer's), not in the microtasks of the task that asked. A slow
 * phone counts every task's part over 50 ms as blocking time (docs/performance.md, figure 2): work
 * that waits on this starts a new task instead of lengthening the one that is running.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
