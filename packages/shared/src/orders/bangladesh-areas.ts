import { BD_DISTRICTS, BD_DIVISIONS, districtsOf, findDistrict, findDivision, type District, type Division } from './bangladesh';
import { CITY_THANAS_BY_DISTRICT, UPAZILAS_BY_DISTRICT } from './bangladesh-areas-data';
import { districtSlug } from '../settings/settings-schemas';

/**
 * Where in Bangladesh an address is: division → district → upazila, or, in the cities of Dhaka and Chattogram, the
 * police thana. Names in English and Bangla (bangladesh-areas-data.ts says where they come from).
 *
 * This module carries ~9 KB (gzip) of names: the server imports it with the order and address schemas; the web loads it
 * only where an address is written or shown (`import('@boipoka/shared/bangladesh-areas')`), never on a first page.
 */

/** 'upazila' for the 494 upazilas, 'city-thana' for the thanas of Dhaka and Chattogram cities. */
export type UpazilaKind = 'upazila' | 'city-thana';

export interface Upazila {
  /** `${districtSlug(district)}/${slug(en)}`: dhaka/dhanmondi, coxs-bazar/ramu. What an address and a zone store. */
  id: string;
  en: string;
  bn: string;
  /** The district's English name. */
  district: string;
  kind: UpazilaKind;
}

export { BD_DISTRICTS, BD_DIVISIONS, districtsOf, districtSlug, findDistrict, findDivision, type District, type Division };

const slug = districtSlug;
/** Spelling-blind key of an English or Bangla name: 'Cox's Bazar Sadar', 'coxs bazar sadar' and 'Coxs-Bazar Sadar' meet. */
const nameKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[\s\-_.,/()]+/g, '');

const UPAZILAS: Upazila[] = [];
const BY_DISTRICT = new Map<string, Upazila[]>();
for (const district of BD_DISTRICTS) {
  const list: Upazila[] = [];
  const add = ([en, bn]: readonly [string, string], kind: UpazilaKind) => list.push({ id: `${slug(district.en)}/${slug(en)}`, en, bn, district: district.en, kind });
  for (const entry of UPAZILAS_BY_DISTRICT[district.en] ?? []) add(entry, 'upazila');
  for (const entry of CITY_THANAS_BY_DISTRICT[district.en as keyof typeof CITY_THANAS_BY_DISTRICT] ?? []) add(entry, 'city-thana');
  BY_DISTRICT.set(district.en, list);
  UPAZILAS.push(...list);
}

/** Every upazila and city thana, district by district (BD_DISTRICTS' order), upazilas before city thanas. */
export const BD_UPAZILAS: readonly Upazila[] = UPAZILAS;

/**
 * Ids and names from before a rename or a spelling fix (bangladesh-areas-data.ts): an address or a zone written with
 * them still finds its place. `dhaka/bhatara` is how the first Taka defaults spelt Vatara thana.
 */
const OLD_IDS: Record<string, string> = {
  'dhaka/bhatara': 'dhaka/vatara',
  'dhaka/airport': 'dhaka/bimanbandar',
  'sunamganj/south-sunamganj': 'sunamganj/shantiganj',
  'sunamganj/dakshin-sunamganj': 'sunamganj/shantiganj',
  'cumilla/sadarsouth': 'cumilla/cumilla-sadar-dakshin',
  'cumilla/comilla-sadar': 'cumilla/cumilla-sadar',
  'coxs-bazar/coxsbazar-sadar': 'coxs-bazar/coxs-bazar-sadar',
  'barishal/barisal-sadar': 'barishal/barishal-sadar',
  'bogura/bogra-sadar': 'bogura/bogura-sadar',
  'jashore/jessore-sadar': 'jashore/jashore-sadar',
  'jhalokathi/jhalakathi-sadar': 'jhalokathi/jhalokathi-sadar',
  'bhola/borhan-sddin': 'bhola/burhanuddin',
  'bhola/charfesson': 'bhola/char-fasson',
  'bhola/doulatkhan': 'bhola/daulatkhan',
  'bhola/monpura': 'bhola/manpura',
  'sylhet/dakshinsurma': 'sylhet/dakshin-surma',
  'nilphamari/syedpur': 'nilphamari/saidpur',
};

const BY_ID = new Map(UPAZILAS.map((upazila) => [upazila.id, upazila]));
/** Per district: every name key (English, Bangla, old English) → its upazilas (a district may have a thana and an upazila alike). */
const BY_NAME = new Map<string, Map<string, Upazila[]>>();
const addName = (upazila: Upazila, name: string) => {
  const names = BY_NAME.get(upazila.district) ?? new Map<string, Upazila[]>();
  BY_NAME.set(upazila.district, names);
  const list = names.get(nameKey(name)) ?? [];
  if (!list.includes(upazila)) list.push(upazila);
  names.set(nameKey(name), list);
};
for (const upazila of UPAZILAS) {
  addName(upazila, upazila.en);
  addName(upazila, upazila.bn);
}
for (const [old, id] of Object.entries(OLD_IDS)) addName(BY_ID.get(id)!, old.split('/')[1]!);

/** The upazilas and city thanas of a district (any of its names), upazilas first. */
export function upazilasOf(district: string): Upazila[] {
  const found = findDistrict(district);
  return found ? [...(BY_DISTRICT.get(found.en) ?? [])] : [];
}

/**
 * An upazila or city thana by its id (`dhaka/dhanmondi`, any case, old ids too) or, within a district, by its name in
 * either script ('Dhanmondi', 'ধানমন্ডি'). A name without a district is looked for everywhere and found only when one
 * place has it (Kotwali is in Dhaka and Chattogram; Mirpur in Dhaka and Kushtia).
 */
export function findUpazila(idOrName: string, district?: string): Upazila | undefined {
  const text = idOrName.trim();
  if (!text) return undefined;
  if (text.includes('/')) {
    const id = text.toLowerCase();
    const found = BY_ID.get(OLD_IDS[id] ?? id);
    if (found && district !== undefined && findDistrict(district)?.en !== found.district) return undefined;
    return found;
  }
  const key = nameKey(text);
  if (district !== undefined) {
    const found = findDistrict(district);
    const matches = found ? BY_NAME.get(found.en)?.get(key) : undefined;
    // A thana and an upazila of one district never share a name today; if they ever do, the name alone does not choose.
    return matches?.length === 1 ? matches[0] : undefined;
  }
  const everywhere = [...BY_NAME.values()].flatMap((names) => names.get(key) ?? []);
  return everywhere.length === 1 ? everywhere[0] : undefined;
}

/** A place's name in a language, or the text as given when it names no place (an address from before). */
export function upazilaName(id: string, locale: 'en' | 'bn'): string {
  return findUpazila(id)?.[locale] ?? id;
}
