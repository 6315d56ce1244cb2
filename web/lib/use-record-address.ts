import { useCallback } from 'react';
import { useMatch, useNavigate } from 'react-router';
import {
  adminRecordAddress,
  adminRecords,
  adminScreens,
  newRecordId,
  type AdminRecordKind,
} from '#contracts/admin-addresses.ts';

export type RecordAddress = {
  /** The record the address opens (`/admin/news/12`: '12'); none on the list's own address. */
  openId: string | undefined;
  /** The address asks for a new one (`/admin/news/new`). */
  isNew: boolean;
  /**
   * Puts the record in the address (a new history entry: back closes it again). `replace` when
   * the open record's id changed (a page given a new address): the old one leads nowhere.
   */
  open: (id: string, how?: { replace: boolean }) => void;
  /**
   * Back to the screen's own address. `replace` when the record is gone or cannot be opened: the
   * browser's Back must not lead to it again.
   */
  close: (how?: { replace: boolean }) => void;
};

/**
 * The open record of an admin screen lives in the address (contracts/admin-addresses.ts), so a
 * reload, back and forward keep it and a link to it can be shared.
 */
export function useRecordAddress(kind: AdminRecordKind): RecordAddress {
  const navigate = useNavigate();
  const { path, screen } = adminRecords[kind];
  const record = useMatch(`${path}/:record`)?.params.record;
  const open = useCallback(
    (id: string, how?: { replace: boolean }) =>
      void navigate(adminRecordAddress(kind, id), { replace: how?.replace }),
    [navigate, kind],
  );
  const close = useCallback(
    (how?: { replace: boolean }) => void navigate(adminScreens[screen], { replace: how?.replace }),
    [navigate, screen],
  );
  return {
    openId: record === newRecordId ? undefined : record,
    isNew: record === newRecordId,
    open,
    close,
  };
}
