/** Rows of the mock database: the contract's entities before references are expanded. */
export interface MockUser {
  id: number;
  email: string;
  password: string;
  nickname: string;
  name: string;
  roleIds: number[];
  status: 'active' | 'blocked';
  blockReason: string | null;
  blockedUntil: string | null;
  balance: number;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface MockRole {
  id: number;
  name: string;
}

export interface RefreshSession {
  userId: number;
  expiresAt: number;
}
