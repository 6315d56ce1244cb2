import styles from './inbox-panel.module.css';

export const inboxViews = { all: 'All', applications: 'Applications' } as const;
export type InboxView = keyof typeof inboxViews;

type SwitchProps = { view: InboxView; onChange: (view: InboxView) => void };

/** Everything that arrived, or the applications alone with their filters and export. */
export function InboxViewSwitch({ view, onChange }: SwitchProps) {
  return (
    <div className={styles.viewSwitch} role="group" aria-label="Show">
      {(Object.keys(inboxViews) as InboxView[]).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.viewButton}
          aria-pressed={option === view}
          onClick={() => onChange(option)}
        >
          {inboxViews[option]}
        </button>
      ))}
    </div>
  );
}
