import { tagRecord } from '../../../shared/schemas/tag.js';
import type { AdminTag } from '../../../shared/schemas/tag.js';
import type { TagInput } from '../../../shared/schemas/tag.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, useResourceList, useSaveRecord } from './resource.js';

// Deleting a tag takes it off the products that carried it.
export const tagsResource: Resource = { name: 'tags', record: tagRecord, affects: ['products'] };

export const useTags = () => useResourceList<AdminTag>(tagsResource);
export const useSaveTag = () => useSaveRecord<AdminTag, TagInput & { version?: number }>(tagsResource);
export const useDeleteTag = () => useDeleteRecord(tagsResource);
