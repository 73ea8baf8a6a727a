import { formatLira } from './money.js';

/**
 * A phone number in international form for wa.me and sms: links (`905321112233`, digits only,
 * country code first), or null when it cannot be one. Turkish numbers are written many ways:
 * `0532 111 22 33`, `532 111 22 33`, `+90 (532) 111-22-33`, `0090 532 …`; a number with another
 * country code (`+49 …`) is kept as it is.
 */
export function internationalPhone(phone: string): string | null {
  const plus = phone.trim().startsWith('+');
  let digits = phone.replace(/\D/g, '');
  if (!plus && digits.startsWith('00')) return internationalPhone(`+${digits.slice(2)}`);
  if (plus) return digits.length >= 8 && digits.length <= 15 ? digits : null;
  if (digits.startsWith('0')) digits = digits.slice(1);
  // A Turkish subscriber number: ten digits, the first a 2, 3, 4 or 5 (landlines and mobiles).
  return /^[2-5]\d{9}$/.test(digits) ? `90${digits}` : null;
}

interface ReminderFor {
  customerName: string;
  /** The contact person, greeted by name when there is one. */
  name: string;
  remainingDebtKurus: number;
}

/** A polite Turkish reminder of what is owed, from the restaurant, to send by WhatsApp or SMS. */
export function reminderText(account: ReminderFor, restaurantName: string): string {
  const who = account.name.trim() || account.customerName.trim();
  const from = restaurantName.trim() ? `${restaurantName.trim()} olarak` : 'Biz';
  return (
    `Merhaba ${who}, ${from} veresiye hesabınızda ${formatLira(account.remainingDebtKurus)} bakiye bulunduğunu ` +
    'hatırlatmak isteriz. Uygun olduğunuzda ödemenizi bekleriz. İyi günler dileriz.'
  );
}

/** `https://wa.me/905321112233?text=…`: opens WhatsApp with the message written, ready to send. */
export function whatsAppLink(phone: string, text: string): string | null {
  const number = internationalPhone(phone);
  return number === null ? null : `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** `sms:+905321112233?body=…`: opens the phone's messages with the text written. */
export function smsLink(phone: string, text: string): string | null {
  const number = internationalPhone(phone);
  return number === null ? null : `sms:+${number}?body=${encodeURIComponent(text)}`;
}
