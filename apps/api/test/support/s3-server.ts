import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * A real S3-compatible server on loopback and an ephemeral port, holding one empty bucket
 * in a temporary folder. `env` is the app configuration that stores uploads in it.
 */
export async function startS3Server(bucket = 'baandee-test-uploads') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'baandee-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    S3_PUBLIC_URL: `${endpoint}/${bucket}`,
  };
  return {
    endpoint,
    bucket,
    env,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
