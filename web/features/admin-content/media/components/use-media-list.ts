import { useCallback, useState } from 'react';
import type { MediaItem, MediaKind, MediaList } from '#contracts/content/media.ts';
import { useRemoteData, type RemoteData } from '#web/lib/use-remote-data.ts';
import { listMedia, type MediaSearch } from '#web/features/admin-content/media/api/media-api.ts';

/** Items changed here since `of` arrived; the next answer from the server replaces them. */
type Edited = { of: MediaList; items: MediaItem[] };

/**
 * One page of the library for the Media tab and the picker: search by name or alt text, filter
 * by kind, page through; items changed here are updated in place without a reload.
 */
export function useMediaList(fixedKind?: MediaKind) {
  const [search, setSearch] = useState<MediaSearch>({ q: '', kind: fixedKind, page: 1 });
  const load = useCallback((signal: AbortSignal) => listMedia(search, signal), [search]);
  const { state: answer } = useRemoteData(load, 'the media library');
  const [edited, setEdited] = useState<Edited>();
  const loaded = answer.status === 'loaded' ? answer.data : undefined;

  const state: RemoteData<MediaList> =
    loaded && edited?.of === loaded
      ? { status: 'loaded', data: { ...loaded, items: edited.items } }
      : answer;

  const update = (change: (items: MediaItem[]) => MediaItem[]) => {
    if (!loaded) return;
    setEdited((current) => ({
      of: loaded,
      items: change(current?.of === loaded ? current.items : loaded.items),
    }));
  };

  return {
    search,
    state,
    setQuery: (q: string) => setSearch((current) => ({ ...current, q, page: 1 })),
    setKind: (kind: MediaKind | undefined) =>
      setSearch((current) => ({ ...current, kind, page: 1 })),
    setPage: (page: number) => setSearch((current) => ({ ...current, page })),
    /**
     * After an upload: the first page, where the new file is. A new search object is a new load
     * even on page 1, so the list shows "Loading files…" until it comes, as for any other search.
     */
    reload: () => setSearch((current) => ({ ...current, page: 1 })),
    replaceItem: (item: MediaItem) =>
      update((items) => items.map((old) => (old.id === item.id ? item : old))),
    removeItem: (id: string) => update((items) => items.filter((item) => item.id !== id)),
  };
}

export type MediaListControls = ReturnType<typeof useMediaList>;
