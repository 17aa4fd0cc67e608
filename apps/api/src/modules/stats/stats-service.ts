import { type DashboardStats, fromCents } from '@boipoka/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { StatsRepository } from './stats-repository';

export interface StatsServiceOptions {
  db: Db;
  now: () => Date;
}

export class StatsService {
  private readonly repo: StatsRepository;
  private readonly now: () => Date;

  constructor({ db, now }: StatsServiceOptions) {
    this.now = now;
    this.repo = new StatsRepository(db);
  }

  /** Admins see the shop; customers see their own orders (totalSpent = completed orders, paid on delivery). */
  async dashboard(caller: AuthUser): Promise<DashboardStats> {
    if (caller.role === 'admin') {
      const now = this.now();
      const midnightUtc = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      return { role: 'admin', ...(await this.repo.shopFigures(midnightUtc)) };
    }
    const { myOrders, pendingOrders, spentCents } = await this.repo.customerFigures(caller.id);
    return { role: 'user', myOrders, pendingOrders, totalSpent: fromCents(spentCents) };
  }
}
