import { z } from 'zod';
import { USER_ROLES } from '../roles.js';
import { answer, flag, version, withoutNul } from './fields.js';

export const MISSING_FIELDS_MESSAGE = 'Lütfen tüm alanları doldurun!';
/**
 * The one minimum length of a staff password, wherever one is set: a new or edited user,
 * one's own new password, and ADMIN_PASSWORD at the first start (D38).
 */
export const PASSWORD_MIN_LENGTH = 10;

const userName = z
  .string({ error: MISSING_FIELDS_MESSAGE })
  .trim()
  .min(1, { error: MISSING_FIELDS_MESSAGE })
  .max(60, { error: 'Kullanıcı adı en fazla 60 karakter olabilir' })
  .refine(...withoutNul('Kullanıcı adı'));

const password = z
  .string({ error: MISSING_FIELDS_MESSAGE })
  .min(1, { error: MISSING_FIELDS_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, { error: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı` })
  .max(200, { error: 'Şifre en fazla 200 karakter olabilir' });

const role = z.enum(USER_ROLES, { error: 'Rol Mutfak, Garson, Kullanıcı veya Yönetici olmalı' }).default('user');

/** A staff user as an admin creates one: name and password are required. */
export const userInput = z.strictObject({ name: userName, password, role, isActive: flag('Aktif', true) });

export const CURRENT_PASSWORD_MISSING = 'Mevcut şifre gerekli';
export const CURRENT_PASSWORD_WRONG = 'Mevcut şifre yanlış';

const currentPassword = z
  .string({ error: CURRENT_PASSWORD_MISSING })
  .min(1, { error: CURRENT_PASSWORD_MISSING })
  .max(200, { error: 'Şifre en fazla 200 karakter olabilir' });

/**
 * Editing a user: a blank password keeps the old one. Changing one's own password also needs
 * the current one (the server knows whose account it is), so an open session alone cannot
 * take the account.
 */
export const userUpdate = z.strictObject({
  name: userName,
  password: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value))
    .pipe(password.optional()),
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_MISSING })
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value))
    .pipe(currentPassword.optional()),
  role,
  isActive: flag('Aktif', true),
  version,
});

export type UserInput = z.input<typeof userInput>;
export type UserUpdateInput = z.input<typeof userUpdate>;

const newPasswordDiffers: [(value: { currentPassword: string; newPassword: string }) => boolean, { path: string[]; error: string }] = [
  (value) => value.currentPassword !== value.newPassword,
  { path: ['newPassword'], error: 'Yeni şifre mevcut şifreden farklı olmalı' },
];

const newPassword = z
  .string({ error: 'Yeni şifre gerekli' })
  .min(1, { error: 'Yeni şifre gerekli' })
  .min(PASSWORD_MIN_LENGTH, { error: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı` })
  .max(200, { error: 'Şifre en fazla 200 karakter olabilir' });

/** A staff member changing their own password (PUT /api/admin/me/password). */
export const passwordChange = z.strictObject({ currentPassword, newPassword }).refine(...newPasswordDiffers);
export type PasswordChange = z.input<typeof passwordChange>;

/** The form asks for the new password twice; only the two fields above are sent. */
export const passwordChangeForm = z
  .strictObject({
    currentPassword,
    newPassword,
    repeatPassword: z.string({ error: 'Yeni şifreyi tekrar girin' }).min(1, { error: 'Yeni şifreyi tekrar girin' }),
  })
  .refine(...newPasswordDiffers)
  .refine((value) => value.newPassword === value.repeatPassword, { path: ['repeatPassword'], error: 'Şifreler eşleşmiyor' });
export type PasswordChangeForm = z.input<typeof passwordChangeForm>;

/** Too easy to guess for a PIN that lets a discount through: one digit repeated, or a run (1234, 4321). */
function obviousPin(pin: string): boolean {
  const steps = new Set([...pin].slice(1).map((digit, index) => Number(digit) - Number(pin[index])));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** An admin's approval PIN (D60): 4 to 8 digits, not one repeated nor a run. */
export const approvalPin = z
  .string({ error: 'PIN gerekli' })
  .regex(/^\d{4,8}$/, { error: 'PIN 4 ile 8 arasında rakam olmalı' })
  .refine((pin) => !obviousPin(pin), { error: 'Bu PIN tahmin edilir: 1111 ya da 1234 gibi olmasın' });

/** An admin setting their approval PIN (PUT /api/admin/me/pin), or removing it (null), with their password. */
export const pinChange = z.strictObject({ currentPassword, pin: approvalPin.nullable() });
export type PinChange = z.input<typeof pinChange>;

/** The form asks for the PIN twice; only the password and the PIN are sent. */
export const pinChangeForm = z
  .strictObject({ currentPassword, pin: approvalPin, repeatPin: z.string({ error: 'PIN’i tekrar girin' }) })
  .refine((value) => value.pin === value.repeatPin, { path: ['repeatPin'], error: 'PIN’ler eşleşmiyor' });
export type PinChangeForm = z.input<typeof pinChangeForm>;

export const loginInput = z.strictObject({
  name: z
    .string({ error: MISSING_FIELDS_MESSAGE })
    .trim()
    .min(1, { error: MISSING_FIELDS_MESSAGE })
    .max(200)
    .refine(...withoutNul('Kullanıcı adı')),
  password: z.string({ error: MISSING_FIELDS_MESSAGE }).min(1, { error: MISSING_FIELDS_MESSAGE }).max(200),
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

/** Signing out takes an empty object: like every other body, unknown fields are refused. */
export const logoutInput = z.strictObject({});

export const INVALID_LOGIN_MESSAGE = 'Geçersiz kullanıcı adı veya şifre';

/** A staff user as admins read it: never the password or its hash. */
export const userRecord = z.object({
  id: answer.id,
  name: answer.text,
  role: z.enum(USER_ROLES),
  isActive: answer.flag,
  version: answer.version,
  createdAt: answer.timestamp,
});
export type AdminUser = z.infer<typeof userRecord>;

/** Who is signed in (`GET /api/admin/me`, and the answer to a sign-in). */
export const staffUser = userRecord.pick({ id: true, name: true, role: true });
export type StaffUser = z.infer<typeof staffUser>;
export const sessionAnswer = z.object({ user: staffUser });
