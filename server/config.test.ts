import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000 on loopback, SQLite in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      demo: false,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every setting and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/school',
      DATABASE_URL: 'postgres://u@db/school',
      ADMIN_USERNAME: 'principal',
      ADMIN_PASSWORD: 'a-long-password',
      PUBLIC_URL: 'https://school.example/',
      DEMO: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/school',
      databaseUrl: 'postgres://u@db/school',
      initialAdmin: { username: 'principal', password: 'a-long-password' },
      publicUrl: 'https://school.example',
      demo: true,
    });
  });

  it('lists every problem in one clear message', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    }
  });

  it('refuses ADMIN_PASSWORD without ADMIN_USERNAME', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a-long-password' })).toThrow(/ADMIN_USERNAME/);
  });

  it('sends mail as MAIL_FROM says, or leaves the sender to the school’s settings', () => {
    const smtp = { SMTP_URL: 'smtp://mail.school.example:587', PUBLIC_URL: 'https://vvis.example' };
    expect(loadConfig(smtp).mail).toEqual({ url: smtp.SMTP_URL, from: undefined });
    expect(loadConfig({ ...smtp, MAIL_FROM: 'office@vvis.example' }).mail?.from).toBe(
      'office@vvis.example',
    );
  });

  it('fixes no school setting unless the environment sets it', () => {
    expect(loadConfig({}).schoolEnvironment).toEqual({});
    expect(loadConfig({ MESSAGE_RETENTION_MONTHS: '30' }).schoolEnvironment).toEqual({
      retention: { messageMonths: 30 },
    });
    expect(
      loadConfig({
        CIRCULAR_NUMBER_FORMAT: 'C-{n}/{year}',
        DIGEST_TIME: '07:30',
        APPLICATION_RETENTION_MONTHS: '6',
        MESSAGE_RETENTION_MONTHS: '18',
      }).schoolEnvironment,
    ).toEqual({
      circularNumberFormat: 'C-{n}/{year}',
      digestTime: '07:30',
      retention: { applicationMonths: 6, messageMonths: 18 },
    });
  });

  it('refuses a circular number format without the number', () => {
    expect(() => loadConfig({ CIRCULAR_NUMBER_FORMAT: '{abbreviation}/{year}' })).toThrow(
      'CIRCULAR_NUMBER_FORMAT: must contain {n} or {nnn}',
    );
  });

  it('refuses a digest time that is not HH:MM', () => {
    for (const wrong of ['7:30', '24:00', '18.00'])
      expect(() => loadConfig({ DIGEST_TIME: wrong }), wrong).toThrow(
        'DIGEST_TIME: must be HH:MM, e.g. 18:00',
      );
  });

  const vapid = {
    VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'k'.repeat(43),
    VAPID_SUBJECT: 'mailto:office@school.example',
  };

  it('turns web push on only with all three VAPID settings', () => {
    expect(loadConfig({}).push).toBeUndefined();
    expect(loadConfig(vapid).push).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
      subject: vapid.VAPID_SUBJECT,
    });
    for (const missing of Object.keys(vapid))
      expect(() => loadConfig({ ...vapid, [missing]: '' })).toThrow(
        /needs all three of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/,
      );
    expect(() => loadConfig({ ...vapid, VAPID_SUBJECT: 'office@school.example' })).toThrow(
      /VAPID_SUBJECT: must be the school's address as mailto:/,
    );
  });

  describe('SCHOOL_SETTINGS_FILE', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'school-file-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const fileWith = (name: string, value: unknown) => {
      const file = path.join(folder, name);
      writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
      return file;
    };
    const answers = {
      name: 'Sunrise Public School',
      nameHi: 'सनराइज़ पब्लिक स्कूल',
      board: 'CBSE',
      affiliationNumber: '1234567',
      schoolCode: '54321',
      address: {
        street: 'Main Road',
        locality: 'Raipur',
        region: 'Chhattisgarh',
        postalCode: '492007',
      },
      phones: ['+91 771 400 1234'],
      emails: { office: 'office@sunrise.example' },
    };

    it("gives the school of the setup screen's answers, completed as a new school's", () => {
      const school = loadConfig({ SCHOOL_SETTINGS_FILE: fileWith('answers.json', answers) }).school;
      expect(school).toMatchObject({
        name: 'Sunrise Public School',
        abbreviation: 'SPS',
        emails: { careers: 'office@sunrise.example' },
      });
      expect(loadConfig({}).school).toBeUndefined();
    });

    it('takes whole settings as the Settings screen stores them', () => {
      const whole = { ...demoSchool, name: 'Sunrise Public School' };
      const file = fileWith('whole.json', whole);
      expect(loadConfig({ SCHOOL_SETTINGS_FILE: file }).school).toEqual(whole);
    });

    it('stops the start naming each wrong field, or the file that cannot be read', () => {
      const wrong = { ...answers, affiliationNumber: 'abc', phones: [] };
      expect(() => loadConfig({ SCHOOL_SETTINGS_FILE: fileWith('wrong.json', wrong) })).toThrow(
        /affiliationNumber: Affiliation number must be 4 to 10 digits\.[\s\S]*phones: Give at least one phone number\./,
      );
      expect(() =>
        loadConfig({ SCHOOL_SETTINGS_FILE: fileWith('broken.json', '{ name:') }),
      ).toThrow(/SCHOOL_SETTINGS_FILE: .*broken\.json cannot be read as JSON/);
      expect(() => loadConfig({ SCHOOL_SETTINGS_FILE: path.join(folder, 'missing.json') })).toThrow(
        ConfigError,
      );
    });
  });
});
