import { useRecordAddress } from '#web/lib/use-record-address.ts';
import { ApplicationScreen } from './application-screen.tsx';
import { ApplicationsOverview } from './applications-overview.tsx';

/** Admissions: the year's overview, or one application when its address is open. */
export function AdmissionsScreen() {
  const { openId } = useRecordAddress('admissions');
  return openId ? <ApplicationScreen id={openId} /> : <ApplicationsOverview />;
}
