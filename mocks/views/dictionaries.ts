import { db } from '../db';
import type { MockCategory, MockComplaintReason } from '../types';
import { complaintsWithReason } from './counts';

export function categoryView(category: MockCategory) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    sortOrder: category.sortOrder,
    isActive: category.isActive,
    videosCount: db.videos.filter((video) => video.categoryId === category.id).length,
    createdAt: category.createdAt,
  };
}

export function complaintReasonView(reason: MockComplaintReason) {
  return {
    id: reason.id,
    title: reason.title,
    description: reason.description,
    sortOrder: reason.sortOrder,
    isActive: reason.isActive,
    complaintsCount: complaintsWithReason(reason.id),
    createdAt: reason.createdAt,
  };
}
