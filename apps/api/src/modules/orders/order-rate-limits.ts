import type { HourlyLimit } from '../../lib/hourly-limit';
import { TooManyRequestsError } from '../../lib/errors';

/** Orders placed and cancelled per hour, per account and per client address (README); 0 = no limit. */
export interface OrderRateSettings {
  ordersPerAccountPerHour: number;
  ordersPerIpPerHour: number;
  cancellationsPerAccountPerHour: number;
  cancellationsPerIpPerHour: number;
}

/**
 * A loop of placing and cancelling orders fills every admin's bell and mails a receipt each time: each account and each
 * client address may place and cancel only so many orders an hour (429 with Retry-After past it). The pending limits
 * bound what one account holds; these bound how fast it can churn.
 */
export class OrderRateLimits {
  constructor(
    private readonly counter: HourlyLimit,
    private readonly settings: OrderRateSettings,
  ) {}

  async placing(accountId: string, ip: string | undefined): Promise<void> {
    const account = await this.counter.secondsOver(`order:account:${accountId}`, this.settings.ordersPerAccountPerHour);
    if (account) throw new TooManyRequestsError('You have placed too many orders in the last hour. Please try again later.', account);
    const address = ip ? await this.counter.secondsOver(`order:ip:${ip}`, this.settings.ordersPerIpPerHour) : undefined;
    if (address) throw new TooManyRequestsError('Too many orders were placed from your address in the last hour. Please try again later.', address);
  }

  async cancelling(accountId: string, ip: string | undefined): Promise<void> {
    const account = await this.counter.secondsOver(`cancel:account:${accountId}`, this.settings.cancellationsPerAccountPerHour);
    if (account) throw new TooManyRequestsError('You have cancelled too many orders in the last hour. Please try again later.', account);
    const address = ip ? await this.counter.secondsOver(`cancel:ip:${ip}`, this.settings.cancellationsPerIpPerHour) : undefined;
    if (address) throw new TooManyRequestsError('Too many orders were cancelled from your address in the last hour. Please try again later.', address);
  }
}
