import { useQuery } from '@tanstack/react-query';
import type { PublicMenu } from '../../../shared/menu.js';
import { apiRequest } from '../../api/client.js';

/** The restaurant as guests see it: its name and the time zone of its calendar (`RESTAURANT_TZ`). */
export const useRestaurant = <T>(select: (restaurant: PublicMenu['restaurant']) => T) =>
  useQuery({
    queryKey: ['admin', 'restaurant'],
    queryFn: ({ signal }) => apiRequest<PublicMenu>('/api/menu', { signal }).then((menu) => menu.restaurant),
    staleTime: 5 * 60_000,
    select,
  });

/** The device's own time zone, for when the restaurant's cannot be read. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The restaurant's time zone, the clock its spreadsheets and the server's dates are on: a
 * manager's phone set to another zone (abroad, or left on UTC) would otherwise show the same
 * moment at another hour. The device's own zone if the restaurant cannot be read; undefined while
 * it is read.
 */
export function useRestaurantTimeZone(): string | undefined {
  const restaurant = useRestaurant((found) => found.timeZone);
  return restaurant.data ?? (restaurant.isError ? deviceTimeZone() : undefined);
}
