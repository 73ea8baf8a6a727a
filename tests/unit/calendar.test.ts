import { describe, expect, it } from 'vitest';
import { addDays, calendarDayIn } from '../../src/shared/calendar.js';
import { campaignPhase, currentCampaign } from '../../src/shared/schemas/campaign.js';
import { isCalendarDay } from '../../src/shared/schemas/fields.js';

const campaign = (id: number, startDate: string, endDate: string, isActive = true) => ({ id, startDate, endDate, isActive });

describe('campaign dates are calendar days in the restaurant’s time zone (D13)', () => {
  it('at 23:30 UTC on the 31st it is already the 1st in Istanbul (UTC+3)', () => {
    const instant = new Date('2026-12-31T21:30:00Z');
    expect(calendarDayIn('Europe/Istanbul', instant)).toBe('2027-01-01');
    expect(calendarDayIn('UTC', instant)).toBe('2026-12-31');
  });

  it('a campaign that ends on the 31st still runs at 23:59 Istanbul time and not at 00:00', () => {
    const offer = [campaign(1, '2026-12-01', '2026-12-31')];
    const justBeforeMidnight = calendarDayIn('Europe/Istanbul', new Date('2026-12-31T20:59:00Z'));
    const atMidnight = calendarDayIn('Europe/Istanbul', new Date('2026-12-31T21:00:00Z'));
    expect(currentCampaign(offer, justBeforeMidnight)?.id).toBe(1);
    expect(currentCampaign(offer, atMidnight)).toBeNull();
  });

  it('a campaign starts at 00:00 Istanbul time on its first day, both ends inclusive', () => {
    const offer = [campaign(1, '2027-01-01', '2027-01-01')];
    expect(currentCampaign(offer, calendarDayIn('Europe/Istanbul', new Date('2026-12-31T20:59:59Z')))).toBeNull();
    expect(currentCampaign(offer, calendarDayIn('Europe/Istanbul', new Date('2026-12-31T21:00:00Z')))?.id).toBe(1);
  });

  it('guests see the first active campaign that is running', () => {
    const campaigns = [
      campaign(1, '2026-01-01', '2026-12-31', false),
      campaign(2, '2026-06-01', '2026-06-30'),
      campaign(3, '2026-05-01', '2026-07-31'),
      campaign(4, '2026-05-01', '2026-07-31'),
    ];
    expect(currentCampaign(campaigns, '2026-06-15')?.id).toBe(2);
    expect(currentCampaign(campaigns, '2026-07-01')?.id).toBe(3);
    expect(currentCampaign(campaigns, '2026-08-01')).toBeNull();
  });

  it('labels campaigns for staff as running, scheduled, ended or inactive', () => {
    expect(campaignPhase(campaign(1, '2026-06-01', '2026-06-30'), '2026-06-30')).toBe('running');
    expect(campaignPhase(campaign(1, '2026-06-01', '2026-06-30'), '2026-05-31')).toBe('scheduled');
    expect(campaignPhase(campaign(1, '2026-06-01', '2026-06-30'), '2026-07-01')).toBe('ended');
    expect(campaignPhase(campaign(1, '2026-06-01', '2026-06-30', false), '2026-06-15')).toBe('inactive');
  });

  it('knows real calendar days and counts days across month ends', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-1-5')).toBe(false);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
