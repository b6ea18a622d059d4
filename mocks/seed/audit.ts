import type { MockApplication, MockAuditEntry, MockComplaint, MockVideo } from '../types';

type Entry = Omit<MockAuditEntry, 'id'>;

/**
 * The trail of the seeded decisions (videos moderated, complaints closed, applications reviewed), so the
 * audit page and the histories show the past the seed implies. Derived from the rows alone: the random
 * sequence of the other tables stays as it was. Oldest first, as the trail is written.
 */
export function seedAudit(
  videos: readonly MockVideo[],
  complaints: readonly MockComplaint[],
  applications: readonly MockApplication[],
): MockAuditEntry[] {
  const entries: Entry[] = [];
  for (const video of videos) {
    if (!video.moderatedAt || video.moderatedById === null) continue;
    const rejected = video.status === 'rejected';
    entries.push({
      createdAt: video.moderatedAt,
      actorId: video.moderatedById,
      action: rejected ? 'reject' : 'approve',
      entityType: 'video',
      entityId: video.id,
      entityTitle: video.title,
      before: rejected ? { status: 'moderation', rejectReason: null } : { status: 'moderation' },
      after: rejected
        ? { status: 'rejected', rejectReason: video.rejectReason }
        : { status: video.status },
      reason: video.rejectReason,
    });
  }
  for (const complaint of complaints) {
    const resolution = complaint.resolution;
    if (!resolution) continue;
    entries.push({
      createdAt: resolution.resolvedAt,
      actorId: resolution.resolvedById,
      action: complaint.status === 'rejected' ? 'reject' : 'resolve',
      entityType: 'complaint',
      entityId: complaint.id,
      entityTitle: `Жалоба №${complaint.id}`,
      before: { status: 'new', resolutionAction: null },
      after: { status: complaint.status, resolutionAction: resolution.action },
      reason: resolution.note || null,
    });
  }
  for (const application of applications) {
    if (!application.reviewedAt || application.reviewedById === null) continue;
    const rejected = application.status === 'rejected';
    entries.push({
      createdAt: application.reviewedAt,
      actorId: application.reviewedById,
      action: rejected ? 'reject' : 'approve',
      entityType: 'application',
      entityId: application.id,
      entityTitle: `Заявка №${application.id}`,
      before: { status: 'pending' },
      after: { status: application.status },
      reason: application.rejectReason,
    });
  }
  return entries
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((entry, index) => ({ id: index + 1, ...entry }));
}
