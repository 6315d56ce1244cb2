import type { SchoolSettings } from '#contracts/school-settings.ts';
import { typedNumber } from '#web/features/admin-settings/lib/typed-number.ts';
import { SettingField } from './setting-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDraft, type SectionProps } from './use-draft.ts';
import styles from './settings.module.css';

const fromSettings = (school: SchoolSettings) => ({
  address: { ...school.address },
  addressHi: school.addressHi,
  cityHi: school.cityHi,
  map: {
    latitude: school.map.latitude === null ? '' : String(school.map.latitude),
    longitude: school.map.longitude === null ? '' : String(school.map.longitude),
    embedUrl: school.map.embedUrl,
    linkUrl: school.map.linkUrl,
  },
});

/** Where the school is: the footer, the Contact page, its map and the search engines' card. */
export function AddressSection(props: SectionProps) {
  const { draft, change, section, save } = useDraft(props, fromSettings);
  const { errors } = section;
  const address = (key: keyof typeof draft.address) => ({
    path: `address.${key}`,
    value: draft.address[key],
    onChange: (value: string) => change({ ...draft, address: { ...draft.address, [key]: value } }),
    errors,
  });
  const map = (key: keyof typeof draft.map) => ({
    path: `map.${key}`,
    value: draft.map[key],
    onChange: (value: string) => change({ ...draft, map: { ...draft.map, [key]: value } }),
    errors,
  });
  const onSave = () =>
    void save({
      ...draft,
      map: {
        ...draft.map,
        latitude: typedNumber(draft.map.latitude, null),
        longitude: typedNumber(draft.map.longitude, null),
      },
    });
  return (
    <SettingsSection
      title="Address and map"
      intro={<p>The footer and the Contact page show the address and the map.</p>}
      section={section}
      onSave={onSave}
    >
      <SettingField label="Street and area" autoComplete="street-address" {...address('street')} />
      <div className={styles.pair}>
        <SettingField label="Town or city" {...address('locality')} />
        <SettingField label="State" {...address('region')} />
      </div>
      <SettingField label="PIN code" inputMode="numeric" maxLength={6} {...address('postalCode')} />
      <SettingField
        label="Address in Hindi"
        lang="hi"
        hint="The whole address as Hindi pages show it, PIN code included."
        multiline
        path="addressHi"
        value={draft.addressHi}
        onChange={(addressHi) => change({ ...draft, addressHi })}
        errors={errors}
      />
      <SettingField
        label="Town and state in Hindi"
        lang="hi"
        path="cityHi"
        value={draft.cityHi}
        onChange={(cityHi) => change({ ...draft, cityHi })}
        errors={errors}
      />
      <fieldset className={styles.group}>
        <legend>Map point</legend>
        <p className={styles.hint}>
          Where the school is, in degrees, e.g. 22.0797 and 82.1391. A map site shows them when you
          point at the school.
        </p>
        <div className={styles.pair}>
          <SettingField label="Latitude" inputMode="decimal" optional {...map('latitude')} />
          <SettingField label="Longitude" inputMode="decimal" optional {...map('longitude')} />
        </div>
      </fieldset>
      <SettingField
        label="Map to show"
        type="url"
        optional
        placeholder="https://www.openstreetmap.org/export/embed.html?…"
        hint="The address a map site gives to embed a map (Share, then Embed). The Contact page shows that map."
        {...map('embedUrl')}
      />
      <SettingField
        label="Map link"
        type="url"
        optional
        placeholder="https://www.openstreetmap.org/?mlat=…"
        hint="The address that opens the map site at the school, for directions."
        {...map('linkUrl')}
      />
    </SettingsSection>
  );
}
