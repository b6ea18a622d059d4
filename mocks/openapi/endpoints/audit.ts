import { z } from 'zod';
import {
  AUDIT_ENTITY_TYPES,
  auditListContract,
  MODERATOR_AUDIT_ENTITY_TYPES,
} from '@/contract/audit';
import { auditEntrySchema } from '@/contract/audit-schema';
import { endpoint, fromListContract, list, type Endpoint } from '../define';

/** The kinds of entity (areas.ts) only administrators read the entries of. */
const ADMIN_KINDS = AUDIT_ENTITY_TYPES.filter(
  (type) => !MODERATOR_AUDIT_ENTITY_TYPES.includes(type),
);
const kinds = (types: readonly string[]) => types.map((type) => `\`${type}\``).join(', ');

/** The audit trail (docs/product.md#audit-trail). */
const auditList = list({
  id: 'listAudit',
  path: '/audit',
  tag: 'Audit',
  summary: 'The audit trail: who changed what, when, and why',
  description: `Every state-changing call writes one entry per entity it changed, in the same step as the change (a refused call writes nothing): decisions, edits, blocks, roles, refunds, dictionary and promotion changes, contest transitions, claims taken over (\`claim_takeover\`: another moderator's claim had lapsed). \`before\` and \`after\` hold only the fields that changed, by their contract names (references by their names: \`category\`, \`contest\`, \`roles\`, \`winnerVideo\`; a complaint's \`resolutionAction\` and \`resolutionNote\`; a contest's \`status\` as its state, \`scheduled\` while an active contest's start is ahead, and its \`coverUrl\` as its answer gives it); \`before\` is null for a creation, \`after\` for a deletion. \`entityTitle\` is the entity's name when it changed (a deleted one keeps it). An administrator reads every entry. A moderator reads their own entries and the entries of the kinds ${kinds(MODERATOR_AUDIT_ENTITY_TYPES)} that move no money (no \`balance\`, \`amount\` or other sum among the changed fields); never the other kinds (${kinds(ADMIN_KINDS)}). Every filter, the search and \`total\` apply to what the caller may read: a moderator asking for another kind gets an empty page. The trail keeps the newest 3 000 entries (the mock's cap; a backend may keep more). The whole trail's page and its export are the administrators'.`,
  item: auditEntrySchema,
  itemName: 'AuditEntry',
  search: "the entity's name and the reason",
  ...fromListContract(auditListContract, {
    entityType: 'What kind of entity changed.',
    entityId: "The entity's id (with `entityType`: one item's history).",
    actorId: { description: 'Who made the change (user id).', probe: '2' },
    action: 'What was done.',
    dateFrom: { description: 'Made at or after.', probe: '2026-11-01' },
    dateTo: { description: 'Made at or before.', probe: '2026-11-30' },
  }),
  errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom`.' },
  failures: [{ status: 422, query: { dateFrom: '2026-11-20', dateTo: '2026-11-01' } }],
});
const { page: _auditPage, limit: _auditLimit, ...auditFilters } = auditList.query!;

export const audit: Endpoint[] = [
  auditList,
  endpoint({
    id: 'exportAudit',
    method: 'get',
    path: '/audit/export',
    tag: 'Audit',
    summary: 'The filtered audit trail as a CSV file',
    description:
      'Every entry of the filter (not one page), newest first unless `order=asc`, for Excel like the contributions export: UTF-8 with a BOM, `;`-separated, CRLF lines, a header row (`Номер;Дата (UTC);Кто;Действие;Объект;Номер объекта;Название;Изменения;Причина`), the changes as `<field>: <before> → <after>` joined by `; `, in the words the panel shows (field and status labels, `да`/`нет`, names of references, money in roubles). `Content-Disposition: attachment; filename="audit-<YYYY-MM-DD>.csv"`.',
    adminOnly: true,
    query: auditFilters,
    result: z.string(),
    produces: 'text/csv',
    errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom` (JSON).' },
    probe: { query: { entityType: 'video' } },
  }),
];
