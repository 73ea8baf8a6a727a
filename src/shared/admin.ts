import type { CalendarDay, CampaignPhase } from './calendar.js';
import type { Kurus } from './money.js';
import type { AccountStatus } from './schemas/account.js';
import type { UserRole } from './schemas/user.js';

/** Records as the back office reads them (`/api/admin/…`): inactive ones included, with versions. */

export interface StaffUser {
  id: number;
  name: string;
  role: UserRole;
}

export interface AdminCategory {
  id: number;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string;
  hasMultipleSizes: boolean;
  isActive: boolean;
  order: number;
  version: number;
  productCount: number;
}

export interface AdminProduct {
  id: number;
  categoryId: number;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string;
  priceKurus: Kurus;
  tagIds: number[];
  ingredientIds: number[];
  isWeeklyChoice: boolean;
  isActive: boolean;
  order: number;
  version: number;
}

export interface AdminTag {
  id: number;
  categoryId: number;
  nameTr: string;
  nameEn: string;
  color: string;
  border: string;
  textColor: string;
  bgColor: string;
  fontWeight: number;
  isActive: boolean;
  version: number;
}

export interface AdminIngredient {
  id: number;
  categoryId: number;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  isActive: boolean;
  version: number;
}

export interface AdminCampaign {
  id: number;
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string | null;
  startDate: CalendarDay;
  endDate: CalendarDay;
  isActive: boolean;
  priceKurus: Kurus | null;
  discountPriceKurus: Kurus | null;
  /** Where the campaign stands today in the restaurant's time zone. */
  phase: CampaignPhase;
  version: number;
}

export interface AdminAccount {
  id: number;
  customerName: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  totalDebtKurus: Kurus;
  paidAmountKurus: Kurus;
  remainingDebtKurus: Kurus;
  lastPaymentDate: CalendarDay | null;
  status: AccountStatus;
  notes: string;
  isActive: boolean;
  version: number;
}

export interface AdminUser {
  id: number;
  name: string;
  role: UserRole;
  isActive: boolean;
  version: number;
  createdAt: string;
}

export interface AdminReview {
  id: number;
  productId: number;
  productNameTr: string;
  name: string;
  rating: number;
  comment: string;
  isVisible: boolean;
  date: string;
}
