/** A catalogue compiled for Lingui as it is imported (web/i18n/compiled-catalogues.ts). */
declare module '*.json?catalogue' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
