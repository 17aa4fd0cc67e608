import type { AuditChange } from '@boipoka/shared';
import { LangText } from '../../../components/ui/lang-text';
import { formatCents, formatDigits, formatInteger } from '../../../lib/format';
import { t, currentLocale } from '../../../lib/i18n';
import '../messages';

/**
 * One part of the shop's settings changed (an entry of kind settings.changed): said as the shop writes it, not as
 * stored. Zones by name with their charge and promised days (each zone that changed, was added or removed); amounts in
 * their own currency; the shop's details, claims and page texts by the parts of them that changed.
 */
interface Money {
  amountMinor: number;
  currency: 'USD' | 'BDT';
}
interface Zone {
  id: string;
  name: { en: string; bn: string };
  districts?: string[];
  upazilas?: string[];
  everywhereElse?: boolean;
  charge: Money;
  days: { min: number; max: number };
}

const isMoney = (value: unknown): value is Money => typeof value === 'object' && value !== null && 'amountMinor' in value && 'currency' in value;
const money = (value: Money) => formatCents(value.amountMinor, undefined, value.currency);
const SHOWN_CHARACTERS = 140;

function zoneSummary(zone: Zone): string {
  const areas = [
    zone.everywhereElse ? t('audit:settings.everywhereElse') : '',
    zone.districts?.length ? t('audit:settings.districts', { count: zone.districts.length, formatted: formatInteger(zone.districts.length) }) : '',
    zone.upazilas?.length ? t('audit:settings.upazilas', { count: zone.upazilas.length, formatted: formatInteger(zone.upazilas.length) }) : '',
  ].filter(Boolean);
  const days = t('audit:settings.days', { min: zone.days.min, max: zone.days.max });
  return [money(zone.charge), days, ...areas].join(', ');
}

function Line({ label, before, after }: { label?: string; before: string | null; after: string | null }) {
  const none = <span className="text-stone-500 italic">{t('audit:values.none')}</span>;
  const cut = (text: string) => (text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text);
  return (
    <li>
      {label && <LangText text={label} className="font-medium" />}
      {label && ': '}
      {before === null || before === '' ? none : <LangText text={cut(before)} title={before.length > SHOWN_CHARACTERS ? before : undefined} className="[overflow-wrap:anywhere]" />}
      <span aria-hidden="true" className="mx-1.5 text-stone-500">
        →
      </span>
      <span className="sr-only"> {t('audit:changedTo')} </span>
      {after === null || after === '' ? none : <LangText text={cut(after)} title={after.length > SHOWN_CHARACTERS ? after : undefined} className="[overflow-wrap:anywhere]" />}
    </li>
  );
}

function ZonesChange({ before, after }: { before: Zone[]; after: Zone[] }) {
  const locale = currentLocale();
  const byId = (zones: Zone[]) => new Map(zones.map((zone) => [zone.id, zone]));
  const old = byId(before);
  const now = byId(after);
  const lines = [
    ...after.flatMap((zone) => {
      const was = old.get(zone.id);
      if (was && JSON.stringify(was) === JSON.stringify(zone)) return [];
      return [<Line key={zone.id} label={zone.name[locale] || zone.name.en} before={was ? zoneSummary(was) : null} after={zoneSummary(zone)} />];
    }),
    ...before.filter((zone) => !now.has(zone.id)).map((zone) => <Line key={`${zone.id}-removed`} label={zone.name[locale] || zone.name.en} before={zoneSummary(zone)} after={null} />),
  ];
  return <ul className="space-y-0.5">{lines}</ul>;
}

/** Leaves of an object by path ('name.en', 'hours.fri'), as text. */
function leaves(value: unknown, prefix = '', out = new Map<string, string | null>()): Map<string, string | null> {
  if (value && typeof value === 'object' && !Array.isArray(value) && !isMoney(value) && !('open' in value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, leafText(value));
  }
  return out;
}

function leafText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (isMoney(value)) return money(value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && 'open' in value && 'close' in value) return formatDigits(`${String(value.open)}–${String(value.close)}`);
  return String(value);
}

/** 'name.en' → 'Name (English)', 'hours.fri' → 'Friday', 'terms.bn' → 'Terms (Bangla)'. */
function leafLabel(field: string, path: string): string {
  const [head = '', tail] = path.split('.');
  const language = tail === 'en' || tail === 'bn' ? t(`audit:languages.${tail}`) : null;
  if (field === 'claims') return t(`audit:languages.${head}`);
  if (field === 'shop' && head === 'hours' && tail) return t(`audit:settings.weekdays.${tail}`);
  const name = t(`audit:settings.parts.${head}`);
  return language ? `${name} (${language})` : name;
}

function PartsChange({ field, before, after }: { field: string; before: unknown; after: unknown }) {
  const old = leaves(before);
  const now = leaves(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])].filter((path) => (old.get(path) ?? null) !== (now.get(path) ?? null));
  return (
    <ul className="space-y-0.5">
      {paths.map((path) => (
        <Line key={path} label={leafLabel(field, path)} before={old.get(path) ?? null} after={now.get(path) ?? null} />
      ))}
    </ul>
  );
}

export function SettingsChangeValue({ change }: { change: AuditChange }) {
  const { field, before, after } = change;
  if (field === 'zones') return <ZonesChange before={(before ?? []) as Zone[]} after={(after ?? []) as Zone[]} />;
  if (field === 'shop' || field === 'claims' || field === 'pages') return <PartsChange field={field} before={before} after={after} />;
  return (
    <ul>
      <SimpleChange field={field} before={before} after={after} />
    </ul>
  );
}

function SimpleChange({ field, before, after }: AuditChange) {
  switch (field) {
    case 'freeDeliveryOver':
      return <Line before={isMoney(before) ? money(before) : null} after={isMoney(after) ? money(after) : null} />;
    case 'taxPercent':
      return <Line before={formatDigits(`${String(before)}%`)} after={formatDigits(`${String(after)}%`)} />;
    case 'cashOnDelivery':
      return <Line before={t(before ? 'audit:settings.offered' : 'audit:settings.notOffered')} after={t(after ? 'audit:settings.offered' : 'audit:settings.notOffered')} />;
    case 'currency':
      return <Line before={String(before)} after={String(after)} />;
    default:
      return <Line before={leafText(before)} after={leafText(after)} />;
  }
}
