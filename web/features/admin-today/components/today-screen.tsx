import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  adminRecordAddress,
  adminRecords,
  adminScreens,
  recordKinds,
  type AdminRecordKind,
} from '#contracts/admin-addresses.ts';
import type { Today } from '#contracts/admin-today.ts';
import { kindAdmin, type KindRecord } from '#contracts/content/content-kinds.ts';
import { capitalize } from '#web/lib/capitalize.ts';
import { formatDay, formatTime } from '#web/lib/format.ts';
import { schoolToday } from '#web/lib/school-date.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { getToday } from '#web/features/admin-today/api/get-today.ts';
import styles from './today-screen.module.css';

type OtherRecord = Exclude<AdminRecordKind, KindRecord>;

/** What each kind of record besides the content kinds' is called beside its title. */
const otherNames: Record<OtherRecord, string> = {
  disclosures: 'Disclosure',
  pages: 'Page',
  messages: 'Message',
  applications: 'Application',
  admissions: 'Admission',
  tcs: 'TC',
  alerts: 'Emergency alert',
};

/** The same, counted: "3 pages". */
const otherCounts: Record<OtherRecord, [one: string, many: string]> = {
  disclosures: ['disclosure', 'disclosures'],
  pages: ['page', 'pages'],
  messages: ['message', 'messages'],
  applications: ['application', 'applications'],
  admissions: ['admission application', 'admission applications'],
  tcs: ['TC', 'TCs'],
  alerts: ['emergency alert', 'emergency alerts'],
};

const isKindRecord = (kind: AdminRecordKind): kind is KindRecord =>
  Object.hasOwn(recordKinds, kind);

/** One and several records of a kind: a content kind's words are the registry's ("3 circulars"). */
const countWords = (kind: AdminRecordKind) =>
  isKindRecord(kind) ? kindAdmin(recordKinds[kind]).words : otherCounts[kind];

/** What a record is called beside its title ("Circular · Never published"). */
const kindName = (kind: AdminRecordKind) =>
  isKindRecord(kind) ? capitalize(countWords(kind)[0]) : otherNames[kind];

type TodayRecord = { kind: AdminRecordKind; id: string; title: string };
type List<T extends TodayRecord> = {
  items: T[];
  total: number;
  rest: Array<{ kind: AdminRecordKind; count: number }>;
};

/** One heading's records, each a link to its address, and a link to the rest when cut short. */
function RecordList<T extends TodayRecord>({
  title,
  list,
  none,
  detail,
}: {
  title: string;
  list: List<T>;
  none: string;
  detail: (record: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId}>
        {title} <span className={styles.count}>({list.total})</span>
      </h2>
      {list.items.length === 0 ? (
        <p className={styles.none}>{none}</p>
      ) : (
        <ul className={styles.records}>
          {list.items.map((record) => (
            <li key={`${record.kind}/${record.id}`}>
              <Link to={adminRecordAddress(record.kind, record.id)}>{record.title}</Link>
              <span className={styles.detail}>
                {kindName(record.kind)} · {detail(record)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.rest.length > 0 && (
        <p>
          More:{' '}
          {list.rest.map(({ kind, count }, index) => (
            <span key={kind}>
              {index > 0 && ', '}
              <Link to={adminScreens[adminRecords[kind].screen]}>
                {count} {countWords(kind)[count === 1 ? 0 : 1]}
              </Link>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

function ContentPart({ content }: { content: NonNullable<Today['content']> }) {
  const certificatesId = useId();
  return (
    <>
      <RecordList
        title="Drafts"
        list={content.drafts}
        none="No drafts: everything saved is on the site."
        detail={(record) => record.state}
      />
      <RecordList
        title="Scheduled"
        list={content.scheduled}
        none="Nothing is scheduled."
        detail={(record) => `goes on the site ${formatTime(record.at)}`}
      />
      <section aria-labelledby={certificatesId} className={styles.part}>
        <h2 id={certificatesId}>Certificates and disclosure</h2>
        {content.certificates.length === 0 ? (
          <p className={styles.none}>No certificate has expired or expires soon.</p>
        ) : (
          <ul className={styles.records}>
            {content.certificates.map((certificate) => (
              <li key={certificate.label}>
                <Link to={adminScreens['school-information']}>{certificate.label}</Link>
                <span className={styles.detail}>
                  {certificate.expired
                    ? `expired on ${formatDay(certificate.validUntil)}`
                    : `valid until ${formatDay(certificate.validUntil)} (${certificate.daysLeft} days left)`}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={adminScreens.compliance}>
            {content.missing === 0
              ? 'Every Appendix IX item is filled in'
              : `${content.missing} Appendix IX items not filled in`}
          </Link>
        </p>
      </section>
    </>
  );
}

function AlertsPart({ alerts }: { alerts: NonNullable<Today['alerts']> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId}>Last alerts</h2>
      {alerts.length === 0 ? (
        <p className={styles.none}>No alert has been posted.</p>
      ) : (
        <ul className={styles.records}>
          {alerts.map((alert) => (
            <li key={alert.id}>
              <Link to={adminScreens.alerts}>{alert.message}</Link>
              <span className={styles.detail}>
                {alert.live
                  ? `on the site until ${formatTime(alert.expiresAt)}`
                  : `posted ${formatTime(alert.createdAt)}, no longer on the site`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The admin's first screen: what needs doing today, each a link to the record that does it.
 * Only what the member's role may open is asked for and shown (GET /api/admin/today).
 */
export function TodayScreen() {
  const { state } = useRemoteData(getToday, 'what needs doing');
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h1 id={headingId}>Today, {formatDay(schoolToday())}</h1>
      {state.status === 'loading' && <p role="status">Loading what needs doing…</p>}
      {state.status === 'error' && (
        <p role="alert">What needs doing could not be loaded. Please reload the page.</p>
      )}
      {state.status === 'loaded' && (
        <>
          {state.data.inbox && (
            <>
              <RecordList
                title="Unread messages"
                list={state.data.inbox.unreadMessages}
                none="No unread message."
                detail={(record) => `came ${formatTime(record.at)}`}
              />
              <RecordList
                title="New job applications"
                list={state.data.inbox.newApplications}
                none="No application waits for a review."
                detail={(record) => `came ${formatTime(record.at)}`}
              />
              <RecordList
                title="New admission applications"
                list={state.data.inbox.newAdmissions}
                none="No admission application waits for a first look."
                detail={(record) => `came ${formatTime(record.at)}`}
              />
            </>
          )}
          {state.data.content && <ContentPart content={state.data.content} />}
          {state.data.alerts && <AlertsPart alerts={state.data.alerts} />}
        </>
      )}
    </section>
  );
}
