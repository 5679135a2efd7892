import net from 'node:net';

/**
 * A TCP port on loopback that nothing listens on at this moment, for a program that must
 * be told its port before it starts (nginx, a PostgreSQL cluster). Prefer port 0 wherever
 * the program can report the port it took.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
