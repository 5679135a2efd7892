import { adminSummary } from '../admin.js';
import { endpoint } from '../endpoint.js';

const tags = ['admin'];

/** The admin API (DESIGN 4.15) under /api/admin: admins only. */
export const adminEndpoints = {
  adminSummary: endpoint('adminSummary', {
    summary: 'Counts for the admin overview: users by status and role',
    tags,
    access: 'admin',
    result: adminSummary,
  }),
};
