import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { useShopSettings } from '../../../lib/shop-settings';
import '../messages';

/** To a visitor, while the shop gives new members a discount: what an account's first order gets, and where to make one. */
export function MemberTeaser() {
  const session = useSession();
  const percent = useShopSettings()?.newMemberDiscountPercent ?? 0;
  if (session || percent <= 0) return null;
  return (
    <p className="rounded-lg bg-green-50 px-3 py-2 text-center text-sm text-green-900 ring-1 ring-green-200" data-testid="member-teaser">
      <Link to="/register" className="font-semibold underline underline-offset-2">
        {t('cart:memberTeaser', { percent: formatInteger(percent) })}
      </Link>
    </p>
  );
}
