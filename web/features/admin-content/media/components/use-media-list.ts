import { useCallback, useEffect, useState } from 'react';
import type { MediaItem, MediaKind, MediaList } from '#contracts/content/media.ts';
import type { RemoteData } from '#web/lib/use-remote-data.ts';
import { listMedia, type MediaSearch } from '#web/features/admin-content/media/api/media-api.ts';

/**
 * One page of the library for the Media tab and the picker: search by name or alt text, filter
 * by kind, page through; items changed here are updated in place without a reload.
 */
export function useMediaList(fixedKind?: MediaKind) {
  const [search, setSearch] = useState<MediaSearch>({ q: '', kind: fixedKind, page: 1 });
  const [state, setState] = useState<RemoteData<MediaList>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listMedia(search, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the media library', error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [search, generation]);

  const update = useCallback((change: (items: MediaItem[]) => MediaItem[]) => {
    setState((current) =>
      current.status === 'loaded'
        ? { status: 'loaded', data: { ...current.data, items: change(current.data.items) } }
        : current,
    );
  }, []);

  return {
    search,
    state,
    setQuery: (q: string) => setSearch((current) => ({ ...current, q, page: 1 })),
    setKind: (kind: MediaKind | undefined) =>
      setSearch((current) => ({ ...current, kind, page: 1 })),
    setPage: (page: number) => setSearch((current) => ({ ...current, page })),
    /** After an upload: the first page, where the new file is. */
    reload: () => {
      setSearch((current) => ({ ...current, page: 1 }));
      setGeneration((value) => value + 1);
    },
    replaceItem: (item: MediaItem) =>
      update((items) => items.map((old) => (old.id === item.id ? item : old))),
    removeItem: (id: string) => update((items) => items.filter((item) => item.id !== id)),
  };
}

export type MediaListControls = ReturnType<typeof useMediaList>;
