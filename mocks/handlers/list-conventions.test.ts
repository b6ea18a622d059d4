import { describe } from 'vitest';
import { applicationSchema, applicationsListContract } from '@/contract/applications';
import { auditListContract } from '@/contract/audit';
import { auditEntrySchema } from '@/contract/audit-schema';
import { categoriesListContract } from '@/contract/categories';
import { commentsListContract } from '@/contract/comments';
import { complaintReasonsListContract } from '@/contract/complaint-reasons';
import { complaintsListContract } from '@/contract/complaints';
import { contestsListContract } from '@/contract/contests';
import { contributionsListContract } from '@/contract/contributions';
import { stocksListContract } from '@/contract/stocks';
import { usersListContract } from '@/contract/users';
import { videoSchema, videosListContract } from '@/contract/videos';
import { userSchema } from '@/contract/common';
import { categorySchema as categoryContract } from '@/contract/categories';
import { commentSchema as commentContract } from '@/contract/comments';
import { complaintSchema as complaintContract } from '@/contract/complaints';
import { complaintReasonSchema as complaintReasonContract } from '@/contract/complaint-reasons';
import { contestSchema as contestContract } from '@/contract/contests';
import { contributionSchema as contributionContract } from '@/contract/contributions';
import { stockSchema as stockContract } from '@/contract/stocks';
import { itIsAListEndpoint } from '../list-testing';

/**
 * Every list endpoint keeps the list conventions (docs/product.md#api-conventions), with the sorts
 * its list contract names: a sort added to a contract is tested here without a line more.
 */
const LISTS = [
  { path: '/videos', contract: videosListContract, item: videoSchema },
  { path: '/users', contract: usersListContract, item: userSchema },
  { path: '/applications', contract: applicationsListContract, item: applicationSchema },
  { path: '/complaints', contract: complaintsListContract, item: complaintContract },
  { path: '/comments', contract: commentsListContract, item: commentContract },
  { path: '/contests', contract: contestsListContract, item: contestContract },
  { path: '/categories', contract: categoriesListContract, item: categoryContract },
  {
    path: '/complaint-reasons',
    contract: complaintReasonsListContract,
    item: complaintReasonContract,
  },
  {
    path: '/finance/contributions',
    contract: contributionsListContract,
    item: contributionContract,
  },
  { path: '/finance/stocks', contract: stocksListContract, item: stockContract },
  { path: '/audit', contract: auditListContract, item: auditEntrySchema },
];

for (const list of LISTS) {
  describe(`GET ${list.path}`, () => {
    itIsAListEndpoint(list);
  });
}
