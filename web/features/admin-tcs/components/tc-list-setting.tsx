import { useId, useState, type FormEvent } from 'react';
import {
  tcListColumnLabels,
  tcListColumns,
  type TcListColumn,
} from '#contracts/transfer-certificates.ts';
import { Button } from '#web/components/ui/button.tsx';
import controls from '#web/components/ui/form-controls.module.css';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { getListSetting, saveListSetting } from '#web/features/admin-tcs/api/tcs-api.ts';

/** Whether /view-issued-tcs also lists the TCs (CBSE's 2014 order), and with which columns. */
export function TcListSetting() {
  const id = useId();
  const { state } = useRemoteData(getListSetting, 'the public list setting');
  const [failure, setFailure] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFailure(undefined);
    try {
      // The boxes stay as ticked, which is what the server saved.
      await saveListSetting({
        published: data.get('published') === 'on',
        columns: data.getAll('columns').map(String) as TcListColumn[],
      });
      showToast('Public list setting saved.', 'success');
    } catch {
      setFailure('Not saved: choose at least one column.');
    }
  };

  if (state.status === 'error') return <p role="alert">The setting could not be loaded.</p>;
  if (state.status === 'loading') return null;
  const setting = state.data;
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Public list</h2>
      <p className={controls.hint}>
        Off by default: the public page only verifies a TC. Turn it on to publish the list, with the
        columns chosen here.
      </p>
      <label>
        <input type="checkbox" name="published" defaultChecked={setting.published} /> Publish the
        list of issued TCs on the public page
      </label>
      <fieldset>
        <legend>Columns</legend>
        {tcListColumns.map((column) => (
          <label key={column}>
            <input
              type="checkbox"
              name="columns"
              value={column}
              defaultChecked={setting.columns.includes(column)}
            />{' '}
            {tcListColumnLabels[column]}{' '}
          </label>
        ))}
      </fieldset>
      {failure && (
        <p role="alert" className={controls.fieldError}>
          {failure}
        </p>
      )}
      <Button type="submit">Save list setting</Button>
    </form>
  );
}
