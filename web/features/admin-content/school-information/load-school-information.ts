import type { Disclosure } from '#contracts/content/disclosures.ts';
import type { SchoolInformation } from '#contracts/content/school-information.ts';
import { getSchoolInformation } from './api/get-school-information.ts';
import { disclosuresClient } from '#web/features/admin-content/disclosures/disclosures-kind.ts';

export type SchoolInformationAdminData = { info: SchoolInformation; documents: Disclosure[] };

/** The sections and every uploaded document an item may link to. */
export async function loadSchoolInformation(
  signal: AbortSignal,
): Promise<SchoolInformationAdminData> {
  const [info, documents] = await Promise.all([
    getSchoolInformation(signal),
    disclosuresClient.list(signal),
  ]);
  return { info, documents };
}
