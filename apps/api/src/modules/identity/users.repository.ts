import type { Database } from '../../db/database';

export type AccountType =
  | 'designer'
  | 'sub_account'
  | 'customer'
  | 'dealer'
  | 'client_agent'
  | 'staff'
  | 'ffd';

export interface UserRow {
  id: number;
  company_id: number | null;
  parent_user_id: number | null;
  account_type: AccountType;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  status: 'pending' | 'not_activated' | 'active' | 'closed';
  phone_registered: boolean;
  head_img: string;
  company_status: 'pending' | 'active' | 'rejected' | 'closed' | null;
  company_kind: 'designer' | 'dealer' | 'internal' | null;
}

const SELECT_USER = `SELECT u.*, c.status AS company_status, c.kind AS company_kind
  FROM users u LEFT JOIN companies c ON c.id = u.company_id`;

export interface NewUser {
  company_id?: number | null;
  parent_user_id?: number | null;
  account_type: AccountType;
  email: string;
  phone?: string | null;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  status?: UserRow['status'];
  phone_registered?: boolean;
  agent_code?: string | null;
}

export class UsersRepository {
  constructor(private readonly db: Database) {}

  /** By email (any case) or phone number. */
  async findByLogin(identifier: string): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>(
      `${SELECT_USER} WHERE lower(u.email) = lower($1) OR u.phone = $2 LIMIT 1`,
      [identifier, normalisePhone(identifier)],
    );
    return rows[0] ?? null;
  }

  async findById(id: number): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async create(u: NewUser): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO users (company_id, parent_user_id, account_type, email, phone, first_name, last_name,
         password_hash, status, phone_registered, agent_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        u.company_id ?? null,
        u.parent_user_id ?? null,
        u.account_type,
        u.email,
        u.phone ? normalisePhone(u.phone) : null,
        u.first_name,
        u.last_name,
        u.password_hash,
        u.status ?? 'active',
        u.phone_registered ?? false,
        u.agent_code ?? null,
      ],
    );
    return rows[0]!.id;
  }

  async setPassword(userId: number, passwordHash: string) {
    await this.db.query(
      'UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1',
      [userId, passwordHash],
    );
  }

  async setStatus(userId: number, status: UserRow['status']) {
    await this.db.query('UPDATE users SET status = $2 WHERE id = $1', [userId, status]);
  }

  /** A designer's customers (sub-accounts see their parent's). */
  async customersOf(userId: number) {
    const { rows } = await this.db.query<{
      id: number;
      name: string;
      email: string;
      status: string;
    }>(
      `SELECT c.id, trim(c.first_name || ' ' || c.last_name) AS name, c.email, c.status FROM users c
       WHERE c.account_type = 'customer' AND c.parent_user_id IN (
         SELECT $1::int UNION SELECT parent_user_id FROM users WHERE id = $1 AND account_type = 'sub_account')
       ORDER BY c.first_name, c.last_name`,
      [userId],
    );
    return rows;
  }

  /** A designer's customer, or null when it is not theirs (IDs from clients are never trusted). */
  async customerOf(designerId: number, customerId: number): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>(
      `${SELECT_USER} WHERE u.id = $1 AND u.parent_user_id = $2 AND u.account_type = 'customer'`,
      [customerId, designerId],
    );
    return rows[0] ?? null;
  }
}

/** Digits only, with a leading 1 for 10-digit US numbers: '(704) 555-0100' → '17045550100'. */
export const normalisePhone = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
};
