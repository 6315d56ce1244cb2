import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { pdf, photo } from './sample-documents.ts';

// The parents' admission form (web/routes/public/admissions/apply.tsx) as a parent fills it, in
// Hindi or English: the words each step is found by, the first step and the documents.

export type Words = {
  apply: string;
  class: string;
  classOne: string;
  dob: string;
  check: string;
  open: RegExp;
  tooYoung: RegExp;
  childName: string;
  gender: string;
  girl: string;
  parentName: string;
  phone: string;
  email: string;
  address: string;
  documents: [string, string, string];
  consent: RegExp;
  submit: string;
  required: string;
  filesAgain: RegExp;
  received: string;
  number: string;
  stage: string;
};

export const hindi: Words = {
  apply: '/hi/admissions/apply',
  class: 'कक्षा',
  classOne: 'कक्षा 1',
  dob: 'बच्चे की जन्म तिथि',
  check: 'जाँचें और आगे बढ़ें',
  open: /कक्षा 1 के लिए आवेदन .+ तक खुले हैं/,
  tooYoung: /कक्षा 1 के लिए छोटा है/,
  childName: 'बच्चे का पूरा नाम',
  gender: 'लिंग',
  girl: 'लड़की',
  parentName: 'माता-पिता या अभिभावक का पूरा नाम',
  phone: 'फ़ोन नंबर',
  email: 'ई-मेल',
  address: 'घर का पता',
  documents: ['जन्म प्रमाण पत्र', 'बच्चे की फ़ोटो', 'पते का प्रमाण'],
  consent: /मैं सहमत हूँ/,
  submit: 'आवेदन भेजें',
  required: 'बच्चे का नाम भरना आवश्यक है।',
  filesAgain: /हर दस्तावेज़ फिर से चुनें/,
  received: 'आवेदन मिल गया',
  number: 'आवेदन संख्या',
  stage: 'प्राप्त',
};

export const english: Words = {
  apply: '/admissions/apply',
  class: 'Class',
  classOne: 'Class 1',
  dob: "Child's date of birth",
  check: 'Check and continue',
  open: /Applications for Class 1 are open from .+ to /,
  tooYoung: /is too young for Class 1/,
  childName: "Child's full name",
  gender: 'Gender',
  girl: 'Girl',
  parentName: "Parent's or guardian's full name",
  phone: 'Phone',
  email: 'E-mail',
  address: 'Home address',
  documents: ['Birth certificate', 'Photograph of the child', 'Proof of address'],
  consent: /I agree that the school keeps these details/,
  submit: 'Send the application',
  required: "Child's name is required.",
  filesAgain: /please choose each document again/,
  received: 'Application received',
  number: 'Application number',
  stage: 'Received',
};

/** The first step: class 1 of the demo's open round, for a child of `dob`. */
export async function choose(page: Page, words: Words, dob: string) {
  await page.getByRole('combobox', { name: words.class }).selectOption({ label: words.classOne });
  await page.getByLabel(words.dob).fill(dob);
  await page.getByRole('button', { name: words.check }).click();
  // Posted: the child's date of birth stays out of the address and the phone's history.
  await expect(page.getByRole('button', { name: words.check })).toBeVisible();
  expect(page.url()).not.toContain(encodeURIComponent(dob));
  expect(page.url()).not.toContain('dob=');
}

export async function attachDocuments(page: Page, words: Words) {
  const form = page.locator('form[method="post"]');
  await form.getByLabel(words.documents[0]).setInputFiles(pdf);
  await form.getByLabel(words.documents[1]).setInputFiles(photo);
  await form.getByLabel(words.documents[2]).setInputFiles({ ...pdf, name: 'address.pdf' });
}
