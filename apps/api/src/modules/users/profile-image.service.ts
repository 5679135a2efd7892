import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE_SIZE } from '@baandee/domain';
import { toWebp } from '../../lib/images.js';
import { findProfile, updateUser } from './users.repository.js';

const PUBLIC_PREFIX = '/uploads/profile/';

/**
 * Stores the picture as a 200x200 WebP under a random name (served at /uploads/profile/…)
 * and makes it the profile picture; the previous uploaded picture is deleted.
 */
export async function saveProfileImage(app: FastifyInstance, userId: number, upload: Buffer): Promise<string> {
  const image = await toWebp(upload, { width: PROFILE_IMAGE_SIZE, height: PROFILE_IMAGE_SIZE });
  const dir = path.join(app.config.uploadsDir, 'profile');
  const name = `${randomBytes(16).toString('base64url')}.webp`;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), image, { flag: 'wx' });

  const previous = (await findProfile(app.db, userId))?.profile_img_path ?? null;
  const publicPath = PUBLIC_PREFIX + name;
  try {
    await updateUser(app.db, userId, { profile_img_path: publicPath });
  } catch (error) {
    await rm(path.join(dir, name), { force: true });
    throw error;
  }
  if (previous?.startsWith(PUBLIC_PREFIX)) {
    await rm(path.join(dir, path.basename(previous)), { force: true }).catch(() => undefined);
  }
  return publicPath;
}
