import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../../api/query-client.js';
import { OfflineNotice } from '../OfflineNotice.js';
import { ReviewForm } from './ReviewForm.js';
import { ReviewList } from './ReviewList.js';

/**
 * What the reviews dialog holds: the dish's reviews and the form to add one. Reviews are fetched
 * and posted through a small cache of their own, which downloads with this part (a guest who
 * never opens reviews never loads it) and starts fresh at every opening, so reopened reviews are
 * current.
 */
export default function ReviewsContent({ productId }: { productId: number }) {
  const [reviewsQueryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={reviewsQueryClient}>
      <OfflineNotice />
      <ReviewList productId={productId} />
      <ReviewForm productId={productId} />
    </QueryClientProvider>
  );
}
