import type { AdmissionDeps } from './admission-deps.ts';
import { stageMail } from './admission-mails.ts';
import { statusUrlOf, type Letter } from './admission-records.ts';

/** Mails each parent whose application changed stage, in the language they applied in. */
export async function sendLetters(deps: AdmissionDeps, letters: Letter[]): Promise<void> {
  if (!letters.length) return;
  const school = await deps.school();
  for (const { row, stage, token } of letters)
    deps.send(stageMail(row, stage, statusUrlOf(deps.publicUrl, token, row.language), school), {
      admissionApplicationId: row.id,
      stage,
    });
}
