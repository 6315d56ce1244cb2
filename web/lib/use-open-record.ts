import type { AdminRecordKind } from '#contracts/admin-addresses.ts';
import type { RemoteData } from '#web/lib/use-remote-data.ts';
import { useRecordAddress, type RecordAddress } from '#web/lib/use-record-address.ts';

export type OpenRecord<T> = {
  address: RecordAddress;
  /** The loaded record the address names, if it is in the list. */
  open: T | undefined;
  /** The list is loaded and the address names none of it (deleted, or a mistyped link). */
  notFound: boolean;
};

/**
 * The record of a loaded list that the address opens (`/admin/tcs/12`), for screens that list
 * every record at once (content-list.tsx, the TCs, the alerts).
 */
export function useOpenRecord<T extends { id: string }>(
  kind: AdminRecordKind,
  state: RemoteData<T[]>,
): OpenRecord<T> {
  const address = useRecordAddress(kind);
  const items = state.status === 'loaded' ? state.data : [];
  const open = items.find((item) => item.id === address.openId);
  const notFound = state.status === 'loaded' && address.openId !== undefined && !open;
  return { address, open, notFound };
}
