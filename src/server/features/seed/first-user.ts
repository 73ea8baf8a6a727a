import { foldTurkish } from '../../../shared/text.js';
import { generatePassword, hashPassword } from '../../platform/auth/password.js';
import type { DatabaseHandle } from '../../platform/db/connect.js';
import { lockForStartup } from '../../platform/db/dialect.js';

/** The first staff user's name (D7). */
export const FIRST_USER_NAME = 'Admin';

/** `created: false` when users existed already (an earlier start, or another instance, made them). */
export type FirstUser = { created: false } | { created: true; name: string; generatedPassword: string | undefined };

/** The first user's password, and its hash made ahead (argon2 takes a tenth of a second). */
export interface FirstPassword {
  hash: string;
  /** The password, when generated, for the caller to show once. */
  generated: string | undefined;
}

/** The password ready for the first user; undefined when there are users already (most starts). */
export async function firstPassword({ db }: DatabaseHandle, adminPassword: string | undefined): Promise<FirstPassword | undefined> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return undefined;
  const password = adminPassword ?? generatePassword();
  return { hash: await hashPassword(password), generated: adminPassword === undefined ? password : undefined };
}

/**
 * Creates the first staff user, an admin, when there is no user at all: with ADMIN_PASSWORD,
 * or a generated password the caller shows once. serve.ts calls it only once the server is
 * listening, so a start that fails (a busy port) leaves no user whose password nobody saw; the
 * hash is made before, so a sign-in right after the server answers finds the user there.
 */
export async function createFirstUser({ db, dialect }: DatabaseHandle, password: FirstPassword | undefined, now: Date): Promise<FirstUser> {
  if (password === undefined) return { created: false };
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL database create it once.
    await lockForStartup(trx, dialect);
    const someone = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (someone) return { created: false } as const;
    const stamp = now.toISOString();
    await trx
      .insertInto('users')
      .values({
        name: FIRST_USER_NAME,
        nameKey: foldTurkish(FIRST_USER_NAME),
        passwordHash: password.hash,
        role: 'admin',
        isActive: 1,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    return { created: true, name: FIRST_USER_NAME, generatedPassword: password.generated };
  });
}

/**
 * A password shown once, framed on lines of its own so it stands out from the log's JSON lines
 * (and from the build's output before them) and can be copied whole.
 */
export function passwordNotice(title: string, name: string, password: string, lines: string[]): string {
  const body = [title, '', `Kullanıcı / User:  ${name}`, `Şifre / Password:  ${password}`, '', ...lines];
  const width = Math.max(...body.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...body.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n') + '\n';
}

/** What a new restaurant's first start prints when it generated the first user's password. */
export function firstUserNotice(name: string, password: string): string {
  return passwordNotice('Sofra created the first staff user:', name, password, [
    'Shown only this once. Sign in at /admin/login and change it.',
    'Lost it? Run: npm run reset-password -- Admin',
  ]);
}
