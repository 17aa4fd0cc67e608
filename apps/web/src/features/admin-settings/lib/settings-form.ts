import { districtSlug, shopSettingsSchema, type Currency, type DeliveryZone, type SettingsPatch, type ShopContact, type ShopSettings, type Weekday } from '@boipoka/shared';
import type { Locale } from '../../../lib/i18n';
import { majorText, pageDigits, parseMinor, parseNumber } from '../../../lib/money-input';

/**
 * The Settings page's forms hold text (what the admin typed, in Latin or Bangla digits) in the shape of the settings,
 * so a field's name is the path the shared schema and the server name in their errors ('zones.0.charge.amountMinor'
 * goes under the field 'zones.0.charge'). Each section becomes one part of a PATCH; before it is sent, the whole
 * result is checked with the schema the server checks it with.
 */

// ——— Delivery ———

export interface ZoneForm {
  /** The form's own handle of a zone (the 'everywhere else' choice points at it); never sent. */
  key: string;
  /** '' for a zone added here: its id is made from its English name when saved. */
  id: string;
  name: { en: string; bn: string };
  districts: string[];
  upazilas: string[];
  charge: string;
  days: { min: string; max: string };
}

export interface DeliveryForm {
  zones: ZoneForm[];
  /** The key of the zone that takes every other address. */
  everywhereElse: string;
  freeDelivery: 'none' | 'over';
  freeDeliveryOver: string;
  taxPercent: string;
  cashOnDelivery: boolean;
  /** The new member's discount, in whole percent (0: none). */
  newMemberDiscountPercent: string;
}

let nextKey = 0;
export function newZoneKey(): string {
  nextKey += 1;
  return `zone-${nextKey}`;
}

export function zoneToForm(zone: DeliveryZone, locale: Locale): ZoneForm {
  return {
    key: newZoneKey(),
    id: zone.id,
    name: { ...zone.name },
    districts: [...zone.districts],
    upazilas: [...zone.upazilas],
    charge: majorText(zone.charge.amountMinor, locale),
    days: { min: pageDigits(String(zone.days.min), locale), max: pageDigits(String(zone.days.max), locale) },
  };
}

export function deliveryToForm(settings: ShopSettings, locale: Locale): DeliveryForm {
  const zones = settings.zones.map((zone) => zoneToForm(zone, locale));
  const everywhereElse = zones[settings.zones.findIndex((zone) => zone.everywhereElse)]?.key ?? zones[0]?.key ?? '';
  return {
    zones,
    everywhereElse,
    freeDelivery: settings.freeDeliveryOver ? 'over' : 'none',
    freeDeliveryOver: settings.freeDeliveryOver ? majorText(settings.freeDeliveryOver.amountMinor, locale) : '',
    taxPercent: pageDigits(String(settings.taxPercent), locale),
    cashOnDelivery: settings.cashOnDelivery,
    newMemberDiscountPercent: pageDigits(String(settings.newMemberDiscountPercent), locale),
  };
}

/** A new zone's id from its English name ('Sylhet division' → 'sylhet-division'), unlike every other zone's. */
function zoneId(name: string, taken: Set<string>): string {
  const base = districtSlug(name).slice(0, 32).replace(/-$/, '') || 'zone';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export function deliveryPatch(form: DeliveryForm, currency: Currency): SettingsPatch {
  const taken = new Set(form.zones.map((zone) => zone.id).filter(Boolean));
  const zones = form.zones.map((zone) => {
    const id = zone.id || zoneId(zone.name.en, taken);
    taken.add(id);
    return {
      id,
      name: { en: zone.name.en, bn: zone.name.bn },
      districts: zone.districts,
      upazilas: zone.upazilas.map((upazila) => upazila.trim()).filter(Boolean),
      everywhereElse: zone.key === form.everywhereElse,
      charge: { amountMinor: parseMinor(zone.charge), currency },
      days: { min: parseNumber(zone.days.min), max: parseNumber(zone.days.max) },
    };
  });
  return {
    zones,
    freeDeliveryOver: form.freeDelivery === 'none' ? null : { amountMinor: parseMinor(form.freeDeliveryOver), currency },
    taxPercent: parseNumber(form.taxPercent),
    cashOnDelivery: form.cashOnDelivery,
    newMemberDiscountPercent: parseNumber(form.newMemberDiscountPercent),
  };
}

/** The field of the Delivery form an error's path belongs to. */
export function deliveryField(path: string): string {
  const zone = /^zones\.(\d+)\.(.+)$/.exec(path);
  if (zone) {
    const [, index, rest] = zone;
    if (rest === 'id') return `zones.${index}.name.en`;
    if (rest === 'everywhereElse') return 'everywhereElse';
    if (rest === 'days') return `zones.${index}.days.max`;
    const part = /^(charge|districts|upazilas)\b/.exec(rest!);
    return part ? `zones.${index}.${part[1]}` : path;
  }
  if (path === 'zones') return 'everywhereElse';
  if (path.startsWith('freeDeliveryOver')) return 'freeDeliveryOver';
  return path;
}

// ——— Shop ———

/** Bangladeshi shops list the week from Saturday. */
export const WEEK_FROM_SATURDAY: readonly Weekday[] = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'];

export interface DayForm {
  closed: boolean;
  open: string;
  close: string;
}

export interface ShopForm {
  shop: {
    name: { en: string; bn: string };
    address: { en: string; bn: string };
    phones: { value: string }[];
    email: string;
    hours: Record<Weekday, DayForm>;
  };
}

export const MAX_PHONES = 5;

export function shopToForm(shop: ShopContact): ShopForm {
  const hours = Object.fromEntries(
    WEEK_FROM_SATURDAY.map((day) => {
      const hoursOfDay = shop.hours[day];
      return [day, hoursOfDay ? { closed: false, ...hoursOfDay } : { closed: true, open: '09:00', close: '21:00' }];
    }),
  ) as Record<Weekday, DayForm>;
  return { shop: { name: { ...shop.name }, address: { ...shop.address }, phones: shop.phones.map((value) => ({ value })), email: shop.email, hours } };
}

export function shopPatch(form: ShopForm): SettingsPatch {
  const { shop } = form;
  const hours = Object.fromEntries(WEEK_FROM_SATURDAY.map((day) => [day, shop.hours[day].closed ? null : { open: shop.hours[day].open, close: shop.hours[day].close }]));
  return { shop: { name: shop.name, address: shop.address, phones: shop.phones.map((phone) => phone.value), email: shop.email, hours } };
}

export function shopField(path: string): string {
  if (/^shop\.hours\.\w+$/.test(path)) return `${path}.close`;
  return path;
}

// ——— Claims and pages: their fields are their paths ———

export interface ClaimsForm {
  claims: { en: string; bn: string };
}
export interface PagesForm {
  pages: ShopSettings['pages'];
}

export const samePath = (path: string) => path;

// ——— Checking a section as the server will ———

export interface Issue {
  path: string;
  message: string;
}

/** The section's part over the settings in force, checked whole by the shared schema (as the server checks it). */
export function checkPatch(current: ShopSettings, patch: SettingsPatch): Issue[] {
  const result = shopSettingsSchema.safeParse({ ...current, ...patch });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The first message for each field (by the section's field of each path). */
export function errorsByField(issues: readonly Issue[], fieldOf: (path: string) => string, say: (message: string) => string = (m) => m): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= say(issue.message);
  }
  return errors;
}
