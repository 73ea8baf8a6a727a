import { describe, expect, it } from 'vitest';
import { internationalPhone, reminderText, smsLink, whatsAppLink } from '../../src/shared/reminder.js';

describe('a phone number in international form', () => {
  it.each([
    ['0532 111 22 33', '905321112233'],
    ['532 111 22 33', '905321112233'],
    ['0 (532) 111-22-33', '905321112233'],
    ['+90 532 111 22 33', '905321112233'],
    ['0090 532 111 22 33', '905321112233'],
    ['0216 555 12 34', '902165551234'],
    ['+49 30 1234567', '49301234567'],
  ])('%s → %s', (typed, international) => {
    expect(internationalPhone(typed)).toBe(international);
  });

  it.each(['', '12345', '0532 111 22', '0632 111 22 33', '+1', 'call me'])('%s is none', (typed) => {
    expect(internationalPhone(typed)).toBeNull();
  });
});

describe('a payment reminder', () => {
  const account = { customerName: 'Yıldız İnşaat', name: 'Mehmet Bey', remainingDebtKurus: 1_250_50 };

  it('greets the contact person, names the restaurant and says the balance the Turkish way', () => {
    expect(reminderText(account, 'Sofra Pide Salonu')).toBe(
      'Merhaba Mehmet Bey, Sofra Pide Salonu olarak veresiye hesabınızda ₺1.250,50 bakiye bulunduğunu hatırlatmak isteriz. ' +
        'Uygun olduğunuzda ödemenizi bekleriz. İyi günler dileriz.',
    );
    expect(reminderText({ ...account, name: '' }, '')).toMatch(/^Merhaba Yıldız İnşaat, Biz veresiye/);
  });

  it('opens WhatsApp or the messages app with the text written, and nothing for a number that cannot be one', () => {
    const text = reminderText(account, 'Sofra');
    const wa = whatsAppLink('0532 111 22 33', text)!;
    expect(wa.startsWith('https://wa.me/905321112233?text=')).toBe(true);
    expect(new URL(wa).searchParams.get('text')).toBe(text);
    expect(smsLink('0532 111 22 33', text)).toBe(`sms:+905321112233?body=${encodeURIComponent(text)}`);
    expect(whatsAppLink('yok', text)).toBeNull();
    expect(smsLink('yok', text)).toBeNull();
  });
});
