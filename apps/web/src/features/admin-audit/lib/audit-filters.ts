import { AUDIT_KINDS, type AuditKind } from '@boipoka/shared';

/** The page's filters, as kept in the address (?actor&kind&from&to); '' = not set. */
export interface AuditFilters {
  actor: string;
  kind: AuditKind | '';
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: params.get('actor') ?? '',
    kind: (AUDIT_KINDS as readonly string[]).includes(kind) ? (kind as AuditKind) : '',
    from: day('from'),
    to: day('to'),
  };
}

/** Only the filters that are set, so a plain visit keeps a plain address. */
export function filtersToParams(filters: AuditFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** An end before the start asks the server nothing (it would refuse it on `to`). */
export const rangeIsBackwards = (filters: AuditFilters) => filters.from !== '' && filters.to !== '' && filters.to < filters.from;

/** The filters as `GET /api/audit` reads them (auditListQuery); unset ones left out. */
export function toQuery(filters: AuditFilters): Record<string, string | undefined> {
  return {
    actor: filters.actor || undefined,
    kind: filters.kind || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** 'book.cover_replaced' → 'book_cover_replaced': a catalogue key is one segment. */
export const kindKey = (kind: AuditKind) => kind.replace('.', '_');
