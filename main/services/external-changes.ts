/**
 * Another process writing the same database file (the command line, a second Haven) does not go
 * through this host, so its windows would never hear of it. SQLite's `PRAGMA data_version` changes
 * whenever another connection commits to the file (and never for this connection's own writes):
 * the host polls it and announces "campaigns changed" so every open window reads again.
 */
export function watchExternalChanges(readVersion: () => number, announce: () => void, intervalMs = 1000): () => void {
  let last = readVersion();
  const timer = setInterval(() => {
    let version: number;
    try {
      version = readVersion();
    } catch {
      return; // closing: the next tick is cleared
    }
    if (version !== last) {
      last = version;
      announce();
    }
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
