import pg from 'pg';

/**
 * A `COPY ... TO STDOUT` whose messages go to `take` as they arrive: the driver's own query
 * drops them (it reads rows, not copies), so this one keeps what its parent ignores. Each
 * message is handed over as the bytes the driver read it into, used only during the call.
 */
class CopyOut extends pg.Query {
  constructor(
    text: string,
    private readonly take: (bytes: Uint8Array) => void,
  ) {
    super(text);
  }

  handleCopyData(message: { chunk: Uint8Array }): void {
    this.take(message.chunk);
  }
}

/**
 * Runs `statement` (a `COPY (...) TO STDOUT`) on a connection of its own from `pool` and
 * hands each message's bytes to `take` while the rows arrive, so nothing is kept beyond the
 * message being read: a table of a million rows streams through in one statement, its pace
 * set by `take` (the socket is read only as fast). `take` answering false (or throwing)
 * stops the copy: the connection is closed (not returned to the pool) and the promise rejects.
 */
export async function copyOut(pool: pg.Pool, statement: string, take: (bytes: Uint8Array) => boolean): Promise<void> {
  const client = await pool.connect();
  let stopped = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const query = new CopyOut(statement, (bytes) => {
        if (stopped) return;
        let more: boolean;
        try {
          more = take(bytes);
        } catch (error) {
          stopped = true;
          reject(error as Error);
          return;
        }
        if (!more) {
          stopped = true;
          reject(new Error('copy stopped'));
        }
      });
      query.on('end', () => resolve());
      query.on('error', reject);
      client.query(query);
    });
  } finally {
    // a stopped copy is still sending: that connection is closed rather than reused
    client.release(stopped ? new Error('copy stopped') : undefined);
  }
}
