import { userRecord } from '../../../shared/schemas/user.js';
import type { AdminUser } from '../../../shared/schemas/user.js';
import type { UserInput } from '../../../shared/schemas/user.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, useResourceList, useSaveRecord } from './resource.js';

export const usersResource: Resource = { name: 'users', record: userRecord, affects: [] };

export const useUsers = () => useResourceList<AdminUser>(usersResource);
export const useSaveUser = () => useSaveRecord<AdminUser, Partial<UserInput> & { version?: number }>(usersResource);
export const useDeleteUser = () => useDeleteRecord(usersResource);
