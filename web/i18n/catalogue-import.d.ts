/** A catalogue compiled as it is imported (web/i18n/compiled-catalogues.ts). */
declare module '*.json?catalogue' {
  import type { Messages } from '#web/i18n/message-format.ts';

  const messages: Messages;
  export default messages;
}
