import { sql, type SqlBool } from 'kysely';

/**
 * Whether the listing `alias` is on the site: published, not held for its scam reports and
 * its owner not suspended (docs/decisions/046). `listing_search` holds exactly these.
 */
export const onTheSite = (alias: string) =>
  sql<SqlBool>`(${sql.ref(`${alias}.status`)} = 'publish' and ${sql.ref(`${alias}.held_at`)} is null and not exists (select 1 from users su where su.id = ${sql.ref(`${alias}.user_id`)} and su.suspended_at is not null))`;
