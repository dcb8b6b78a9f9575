import type { Db } from '../db/database.ts';
import { findUserByUsername, type UserRow } from '../db/repositories/userRepository.ts';
import { hashPassword, verifyPassword } from './password.ts';

let dummyHash: Promise<string> | undefined;

/**
 * The enabled user with this username and password, or undefined. An unknown username costs the
 * same scrypt work as a wrong password, so timing does not tell which usernames exist.
 *
 * @example
 * const user = await verifyCredentials(db, 'admin_riverside', password);
 */
export async function verifyCredentials(db: Db, username: string, password: string): Promise<UserRow | undefined> {
  const user = username ? await findUserByUsername(db, username) : undefined;
  if (!user) {
    dummyHash ??= hashPassword('plaza-timing-equaliser');
    await verifyPassword(password, await dummyHash);
    return undefined;
  }
  const ok = await verifyPassword(password, user.password_hash);
  return ok && !user.disabled ? user : undefined;
}
