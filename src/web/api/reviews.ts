import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostedReview, PublicReview, ReviewInput } from '../../shared/schemas/review.js';
import { apiRequest } from './client.js';
import { currentTable } from '../menu/table.js';
import { setMenu } from './menu.js';

export const reviewsQueryKey = (productId: number) => ['reviews', productId] as const;

export function fetchReviews(productId: number, signal?: AbortSignal): Promise<PublicReview[]> {
  return apiRequest<PublicReview[]>(`/api/products/${productId}/reviews`, { signal });
}

export function postReview(productId: number, input: ReviewInput): Promise<PostedReview> {
  return apiRequest<PostedReview>(`/api/products/${productId}/reviews`, { method: 'POST', body: input });
}

/** A product's visible reviews, newest first. */
export function useReviews(productId: number) {
  return useQuery({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ signal }) => fetchReviews(productId, signal),
  });
}

/**
 * Posts a review. On success the new review and the product's new average appear at once,
 * from the server's answer, without fetching the whole menu again over weak Wi-Fi.
 */
export function usePostReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Staff see which table a review was written at.
    mutationFn: (input: ReviewInput) => postReview(productId, { ...input, table: currentTable() ?? undefined }),
    onSuccess: ({ review, product }) => {
      queryClient.setQueryData<PublicReview[]>(reviewsQueryKey(productId), (old) => [
        review,
        ...(old ?? []).filter((r) => r.id !== review.id),
      ]);
      setMenu((menu) => ({
        ...menu,
        products: menu.products.map((p) =>
          p.id === product.id ? { ...p, averageRating: product.averageRating, reviewCount: product.reviewCount } : p,
        ),
      }));
    },
  });
}
