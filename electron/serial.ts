// Runs async tasks one after another, each after the previous one settles: a
// read-modify-write or a file replacement must not interleave with another.
export type Serial = <T>(task: () => Promise<T>) => Promise<T>;

export function createSerial(): Serial {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    // A failed task must not block the ones queued after it.
    tail = run.catch(() => undefined);
    return run;
  };
}
