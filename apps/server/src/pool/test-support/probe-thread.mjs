// A stand-in for the engine thread in the pool's tests: tasks that misbehave on purpose, the way a
// hostile file could make the engine misbehave (spin forever, allocate without end, kill its thread).
export default async function runTask(task) {
  task.started.postMessage('started');
  task.started.close();
  switch (task.name) {
    case 'spin':
      for (;;) {
        // never returns: only ending the thread stops it
      }
    case 'hog': {
      const kept = [];
      for (;;) kept.push(new Array(1_000_000).fill(kept.length));
    }
    case 'hog-after-reply':
      // Answers first, then runs out of memory with no task in the thread: piscina reports that as
      // an 'error' event on the pool, not as a task failure.
      setImmediate(() => {
        const kept = [];
        for (;;) kept.push(new Array(1_000_000).fill(kept.length));
      });
      return 'answered';
    case 'busy':
      // Holds the thread for `input` ms, the way a heavy file does.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.input);
      return task.input;
    case 'exit':
      process.exit(3);
      break;
    case 'thread':
      return (await import('node:worker_threads')).threadId;
    default:
      return { echoed: task.input };
  }
}
