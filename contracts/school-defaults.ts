/**
 * What a new school starts with where the setup screen asks nothing: circular numbers such as
 * `SPS/2026-27/007` and the daily digest at six in the evening. Both are settings afterwards.
 */
export const defaultCircularNumberFormat = '{abbreviation}/{year}/{nnn}';
export const defaultDigestTime = '18:00';
