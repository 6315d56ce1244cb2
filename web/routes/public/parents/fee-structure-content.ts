import { schoolIdentity } from '#contracts/school-identity.ts';

export const feeMeta = {
  title: 'Fee Structure 2025-26',
  description: `School fees at ${schoolIdentity.name} for session 2025-26: admission fee, tuition per quarter and annual charges for Pre-Primary, Primary, Middle and Secondary, transport fees by distance, payment schedule and concessions.`,
  path: '/fee-structure',
};

export const feeSession = '2025-26';

export type StageFee = {
  stage: string;
  classes: string;
  /** One-time, paid on admission. */
  admissionFee: number;
  tuitionPerQuarter: number;
  /** Once a year, with the first quarter. */
  annualCharges: number;
};

export const stageFees: readonly StageFee[] = [
  {
    stage: 'Pre-Primary',
    classes: 'Nursery, Jr. KG, Sr. KG',
    admissionFee: 15000,
    tuitionPerQuarter: 9000,
    annualCharges: 6000,
  },
  {
    stage: 'Primary',
    classes: 'Classes I to V',
    admissionFee: 20000,
    tuitionPerQuarter: 10500,
    annualCharges: 7500,
  },
  {
    stage: 'Middle',
    classes: 'Classes VI to VIII',
    admissionFee: 20000,
    tuitionPerQuarter: 12000,
    annualCharges: 8500,
  },
  {
    stage: 'Secondary',
    classes: 'Classes IX to XII',
    admissionFee: 25000,
    tuitionPerQuarter: 13500,
    annualCharges: 9500,
  },
];

/** Tuition for four quarters plus the annual charges (the admission fee is paid once only). */
export function yearlyFee(fee: StageFee): number {
  return fee.tuitionPerQuarter * 4 + fee.annualCharges;
}

export type TransportFee = { distance: string; perQuarter: number };

export const transportFees: readonly TransportFee[] = [
  { distance: 'Up to 3 km', perQuarter: 2400 },
  { distance: '3 to 6 km', perQuarter: 3000 },
  { distance: '6 to 10 km', perQuarter: 3600 },
  { distance: '10 to 15 km', perQuarter: 4200 },
];

export type Instalment = { quarter: string; months: string; dueBy: string; includes: string };

export const paymentSchedule: readonly Instalment[] = [
  {
    quarter: 'Quarter 1',
    months: 'April to June',
    dueBy: '10 April',
    includes: 'Tuition, annual charges, transport',
  },
  {
    quarter: 'Quarter 2',
    months: 'July to September',
    dueBy: '10 July',
    includes: 'Tuition, transport',
  },
  {
    quarter: 'Quarter 3',
    months: 'October to December',
    dueBy: '10 October',
    includes: 'Tuition, transport',
  },
  {
    quarter: 'Quarter 4',
    months: 'January to March',
    dueBy: '10 January',
    includes: 'Tuition, transport',
  },
];

export const annualChargesCover =
  'Annual charges cover the student diary and identity card, laboratory and computer consumables, sports and house activities, the insurance cover for every student, and the school’s learning platform.';

export const feeNotes: readonly string[] = [
  `All figures are for session ${feeSession} and are set by the school’s managing committee. They are reviewed once a year and any change is announced before the new session.`,
  'The admission fee is paid once, when a seat is confirmed, and is not refundable.',
  'Board registration and examination fees for Classes IX to XII are charged by CBSE at the rates it notifies and collected separately.',
  'Books, notebooks and uniform are bought by parents from the vendors named in the book list; the school makes no profit on them.',
];

export const paymentMethods: readonly string[] = [
  'UPI or net banking through the fee link sent to your registered mobile number.',
  'Debit or credit card at the accounts office, Monday to Friday, 9:00 AM to 3:00 PM.',
  `Cheque or demand draft in favour of “${schoolIdentity.name}”, payable at Bilaspur, with the student’s name and admission number on the back.`,
  'Cash is not accepted, for the safety of families and staff.',
];

export const lateFeeRule =
  'A late fee of ₹100 per week applies after the due date. If fees remain unpaid at the end of a quarter, the school writes to the parents and may withhold the report card until they are paid.';

export type Concession = { title: string; text: string };

export const concessions: readonly Concession[] = [
  {
    title: 'Sibling concession',
    text: '10% of tuition for the second child and 15% for the third, while the elder sibling studies at the school.',
  },
  {
    title: 'Children of staff',
    text: '50% of tuition for the children of permanent teaching and non-teaching staff.',
  },
  {
    title: 'Full-year payment',
    text: '2% of the year’s tuition when all four quarters are paid by 10 April.',
  },
  {
    title: 'RTE seats',
    text: 'Children admitted under Section 12(1)(c) of the RTE Act, 2009 study free of tuition; the State Government reimburses the school.',
  },
  {
    title: 'Financial hardship',
    text: 'Families facing sudden hardship may apply in writing to the Principal. Each case is considered in confidence by the managing committee.',
  },
];

/** "₹1,05,000": Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  const digits = Math.round(amount).toString();
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `₹${grouped}`;
}
