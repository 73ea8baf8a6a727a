import { ApiError } from '../api/client.js';

/** Turkish messages the back office shows for failures (D14: never only logged). */
export const STALE_MESSAGE = 'Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.';
export const GONE_MESSAGE = 'Bu kayıt artık yok; başka biri silmiş olabilir.';
export const NETWORK_MESSAGE = 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.';
export const SESSION_ENDED_MESSAGE = 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.';
export const FORBIDDEN_PAGE_MESSAGE = 'Bu sayfayı görüntüleme yetkiniz yok.';

export const isStale = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && error.body.error === 'stale';

/** What to tell a person about a failed call: the server's own Turkish message when it gave one. */
export function describeError(error: unknown): string {
  if (isStale(error)) return STALE_MESSAGE;
  if (error instanceof ApiError) {
    const { status, body } = error;
    if (status === 429) return tooManyAttempts(retryAfter(error.retryAfter));
    if (status >= 500) {
      const reference = body.requestId ? ` (Hata kodu: ${body.requestId})` : '';
      return `Sunucuda bir hata oluştu. Lütfen biraz sonra tekrar deneyin.${reference}`;
    }
    if (body.message) return body.message;
    if (status === 401) return SESSION_ENDED_MESSAGE;
    if (status === 403) return 'Bu işlem için yetkiniz yok.';
    if (status === 404) return GONE_MESSAGE;
    return 'İstek işlenemedi. Lütfen girdiğiniz bilgileri kontrol edin.';
  }
  if (error instanceof TypeError) return NETWORK_MESSAGE;
  return 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';
}

/**
 * The throttling message from `Retry-After`: the sign-in's growing waits are seconds (1, 2, 4 …
 * 30), so a wait under a minute is said in seconds, a longer one in whole minutes.
 */
export function tooManyAttempts(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.';
  const wait =
    retryAfterSeconds < 60 ? `${Math.max(1, Math.ceil(retryAfterSeconds))} saniye` : `${Math.ceil(retryAfterSeconds / 60)} dakika`;
  return `Çok fazla deneme yapıldı. Lütfen ${wait} sonra tekrar deneyin.`;
}

/** `Retry-After` in seconds: it is either a number of seconds or an HTTP date. */
export function retryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
