import { reviewRecord } from '../../../shared/schemas/review.js';
import type { AdminReview } from '../../../shared/schemas/review.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, usePatchFlag, useResourceList } from './resource.js';

// Hiding a review changes a product's average on the guest menu.
export const reviewsResource: Resource = { name: 'reviews', record: reviewRecord, affects: [] };

export const useAdminReviews = () => useResourceList<AdminReview>(reviewsResource);
export const useSetReviewVisible = () => usePatchFlag<AdminReview, { isVisible: boolean }>(reviewsResource, 'visibility');
export const useDeleteReview = () => useDeleteRecord(reviewsResource);
