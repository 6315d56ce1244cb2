import controls from './form-controls.module.css';

/**
 * What a screen shows when its address names a record it does not have (web/lib/use-open-record.ts):
 * the same words on every screen.
 */
export function NoSuchRecord({ singular }: { singular: string }) {
  return (
    <p className={controls.formError} role="alert">
      This address names no {singular}: it may have been deleted. Choose one below.
    </p>
  );
}
