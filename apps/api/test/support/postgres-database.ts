import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty UTF-8 database on the server TEST_DATABASE_URL names (nothing migrated);
 * `drop()` removes it, also while something is still connected.
 */
export async function createEmptyDatabase(label: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed');
  const name = `baandee_t_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
