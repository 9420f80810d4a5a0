import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * The processor time this thread has used, in ms, where the system says (Linux: the calling
 * thread's own utime + stime, in ticks of 10 ms); null elsewhere.
 */
function threadCpuMs(): number | null {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = readFileSync('/proc/thread-self/stat', 'latin1').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * How long this thread's event loop was held by work on it: looked at every few milliseconds (a look
 * runs only when the loop is free), the most processor time the thread used between two looks. A
 * request waiting for the loop waits about that long (issue 26's bystander).
 *
 * Processor time, not wall time: on a loaded 2-core machine (load average 16 measured) an idle
 * process already sees 80-100 ms of `monitorEventLoopDelay` in four seconds, time the system ran
 * something else, and the loop's busy wall time (`eventLoopUtilization`) counts it too whenever it
 * falls inside a callback. Where the thread's processor time cannot be read, busy wall time is used.
 */
export function watchLoopBusy(): { stop(): number } {
  const usesCpu = threadCpuMs() !== null;
  const now = () => (usesCpu ? threadCpuMs()! : performance.eventLoopUtilization().active);
  let last = now();
  let longest = 0;
  const look = () => {
    const at = now();
    longest = Math.max(longest, at - last);
    last = at;
  };
  const timer = setInterval(look, 5);
  return {
    stop() {
      clearInterval(timer);
      look();
      return longest;
    },
  };
}
