/** An account as the admin's queues carry it (a listing's owner, a payment's buyer). */
export interface AccountNames {
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  phone?: string | null;
  company_name?: string | null;
}

/**
 * Who sent the listing (or paid), by everything that names them: the name (or company), the e-mail
 * and the phone, each once. An owner without a name reads by their e-mail or phone, never
 * a dash; empty only when the account holds none of them (the caller names the account).
 */
export function ownerLine(owner: AccountNames): string {
  const name = [owner.firstname, owner.lastname].map((part) => part?.trim()).filter(Boolean).join(' ') || owner.company_name?.trim();
  return [name, owner.email?.trim(), owner.phone?.trim()].filter((part): part is string => Boolean(part)).join(' · ');
}
