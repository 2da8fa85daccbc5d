/** The static notification list's filter (portal §2 "Notifications ... filter: all, course, shop or promo"). */
import { describe, expect, it } from 'vitest';
import { filterNotifications, NOTIFICATION_FILTERS, SAMPLE_NOTIFICATIONS } from './notifications';

describe('notification filter', () => {
  it('offers all, course, shop and promo', () => {
    expect(NOTIFICATION_FILTERS).toEqual(['all', 'course', 'shop', 'promo']);
  });
  it('all shows every sample; each kind only its own', () => {
    expect(filterNotifications('all')).toHaveLength(SAMPLE_NOTIFICATIONS.length);
    for (const kind of ['course', 'shop', 'promo'] as const) {
      const list = filterNotifications(kind);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((n) => n.kind === kind)).toBe(true);
    }
  });
});
