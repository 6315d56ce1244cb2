import {
  defaultLastUpdated,
  type SchoolInformation,
} from '#contracts/content/school-information.ts';

/** The "Last updated" date: the latest save, else the original site's date. */
export function lastUpdated(info: SchoolInformation): string {
  return info.updatedAt ?? defaultLastUpdated;
}
