import { z } from 'zod';
import { overlaps, TIME_PATTERN, type TimeWindow } from '../opening-hours.js';
import { answer } from './fields.js';

/**
 * Hours as staff type them: a window is an opening and a closing time (`HH:MM`), a day at most
 * three windows that share no minute. The restaurant's opening hours ('Ayarlar') and the hours
 * a category or dish is served (Kahvaltı 08:00–12:00) are both made of them.
 */
export const MAX_WINDOWS_PER_DAY = 3;
export const OVERLAP_MESSAGE = 'Saat aralıkları çakışıyor';

const time = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .regex(TIME_PATTERN, { error: `${label} SS:DD biçiminde olmalı (00:00–23:59)` });

const timeWindow = z
  .strictObject(
    { opens: time('Açılış saati'), closes: time('Kapanış saati') },
    { error: 'Saat aralığı açılış ve kapanış saatinden oluşmalı' },
  )
  .refine((window) => window.opens !== window.closes, { path: ['closes'], error: 'Kapanış saati açılıştan farklı olmalı' });

/** A day's windows, at most three (lunch, dinner, a late one), none sharing a minute. */
export const dayWindows = z
  .array(timeWindow, { error: 'Saatler bir liste olmalı' })
  .max(MAX_WINDOWS_PER_DAY, { error: `Bir gün için en fazla ${MAX_WINDOWS_PER_DAY} saat aralığı girilebilir` })
  .superRefine((windows: TimeWindow[], ctx) => {
    windows.forEach((window, index) => {
      if (windows.slice(0, index).some((earlier) => overlaps(earlier, window))) {
        ctx.addIssue({ code: 'custom', path: [index, 'opens'], message: OVERLAP_MESSAGE });
      }
    });
  });

export const windowRecord = z.object({ opens: answer.text, closes: answer.text });

/** When a category or dish is served: on these weekdays (0 = Monday), in these windows. */
export const availabilityInput = z
  .strictObject(
    {
      weekdays: z
        .array(
          z
            .number({ error: 'Günler listeden seçilmeli' })
            .int({ error: 'Günler listeden seçilmeli' })
            .min(0, { error: 'Günler listeden seçilmeli' })
            .max(6, { error: 'Günler listeden seçilmeli' }),
          {
            error: 'Günler bir liste olmalı',
          },
        )
        .min(1, { error: 'En az bir gün seçin' })
        .max(14, { error: 'Günler listeden seçilmeli' })
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
      windows: dayWindows.min(1, { error: 'En az bir saat aralığı girin' }),
    },
    { error: 'Saatler gün ve saat aralıklarından oluşmalı' },
  )
  .nullable()
  .default(null);

export const availabilityRecord = z.object({ weekdays: z.array(z.number().int()), windows: z.array(windowRecord) }).nullable();
export type Availability = z.infer<typeof availabilityRecord>;
export type AvailabilityInput = z.input<typeof availabilityInput>;
