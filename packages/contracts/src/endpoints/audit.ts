import { adminAuditQuery, adminAuditResult, adminJobsQuery, adminJobsResult, jobIdParams, retryAllJobsResult, retryJobResult } from '../audit.js';
import { endpoint } from '../endpoint.js';

const tags = ['admin'];

/** The audit trail of admin actions and the failed deliveries (docs/decisions/047): admins only. */
export const auditEndpoints = {
  adminAudit: endpoint('adminAudit', {
    summary: 'The audit trail of admin actions, newest first: who, when, the action, its subject, the fields it changed before and after, and the request id. Filtered by action, admin, subject and Bangkok days',
    tags,
    access: 'admin',
    query: adminAuditQuery,
    result: adminAuditResult,
  }),
  adminJobs: endpoint('adminJobs', {
    summary: 'Deliveries that exhausted their retries (mails, notifications by e-mail and LINE, file clean-ups), newest first, with the last error and the attempts made',
    tags,
    access: 'admin',
    query: adminJobsQuery,
    result: adminJobsResult,
  }),
  adminRetryJob: endpoint('adminRetryJob', {
    summary: 'Run a failed delivery again (one more attempt); a job already queued again answers its state unchanged',
    tags,
    access: 'admin',
    params: jobIdParams,
    result: retryJobResult,
    errors: { 404: ['content not found'] },
  }),
  adminRetryAllJobs: endpoint('adminRetryAllJobs', {
    summary: 'Run every failed delivery again (one more attempt each)',
    tags,
    access: 'admin',
    result: retryAllJobsResult,
  }),
};
