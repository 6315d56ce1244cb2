import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { eventsKind } from '#web/features/admin-content/events/events-kind.ts';

/** Create Event: the success text only once the server has confirmed (the old client did not wait). */
export function EventsTab() {
  return (
    <ContentTab
      kind={eventsKind}
      heading="Create Event"
      texts={{
        submit: 'Create Event',
        submitting: 'Creating…',
        success: 'Event created successfully',
        failure: () => 'Error creating event',
      }}
    />
  );
}
