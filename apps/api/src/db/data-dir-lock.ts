import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';

/**
 * PGlite has no lock of its own: a second process opening the same data folder (a backup,
 * a migration, a second server) would run its own recovery and checkpoints on files the
 * first one is writing. Whoever opens the folder holds `<folder>.lock` with its process id;
 * a lock whose process is gone (a crash, SIGKILL) is taken over, and so is one naming this
 * very process id (a container restarted after a kill runs the server under the same id).
 */
export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock, or throws DataDirLockedError naming the process that holds it; answers the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirLockedError(
          `The database folder ${dataDir} is open in process ${holder} (a running server?). ` +
            `Stop that process first: the embedded database belongs to one process at a time.`,
        );
      }
      rmSync(file, { force: true }); // left by a process that is gone (or an earlier life of this id)
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dataDir}`);
}
